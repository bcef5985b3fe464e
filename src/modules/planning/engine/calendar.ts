/**
 * Days as integers relative to the plan date P (P = 0, past due < 0), converted from and to 'YYYY-MM-DD' with
 * memoisation: a large plan names few distinct dates many times.
 */
const MS_PER_DAY = 86_400_000;

function epochDay(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (date.length < 10 || date[4] !== '-' || date[7] !== '-' || !year || !month || !day) return Number.NaN;
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export class Calendar {
  private readonly planEpoch: number;
  private readonly offsets = new Map<string, number>();
  /** Texts of offsets ≥ 0 (the horizon: looked up most), and of the others. */
  private readonly ahead: string[] = [];
  private readonly texts = new Map<number, string>();
  private readonly months = new Map<number, string>();
  private readonly monthKeys = new Map<number, number>();

  constructor(planDate: string) {
    this.planEpoch = epochDay(planDate);
    if (Number.isNaN(this.planEpoch)) throw new RangeError(`Plan date ${planDate} is not a YYYY-MM-DD date`);
  }

  /** Day offset from P of a date, or `fallback` when the date is absent or unreadable. */
  offset(date: string | null | undefined, fallback: number): number {
    if (!date) return fallback;
    let offset = this.offsets.get(date);
    if (offset === undefined) {
      offset = epochDay(date) - this.planEpoch;
      this.offsets.set(date, offset);
    }
    return Number.isNaN(offset) ? fallback : offset;
  }

  /** 'YYYY-MM-DD' of a day offset. */
  text(offset: number): string {
    let text = offset >= 0 ? this.ahead[offset] : this.texts.get(offset);
    if (text === undefined) {
      text = new Date((this.planEpoch + offset) * MS_PER_DAY).toISOString().slice(0, 10);
      if (offset >= 0 && offset < 100_000) this.ahead[offset] = text;
      else this.texts.set(offset, text);
    }
    return text;
  }

  /** 'YYYY-MM' of a day offset. */
  month(offset: number): string {
    let month = this.months.get(offset);
    if (month === undefined) {
      month = this.text(offset).slice(0, 7);
      this.months.set(offset, month);
    }
    return month;
  }

  /** The month of a day offset as a number that orders as its 'YYYY-MM' text: year × 12 + month. */
  monthKey(offset: number): number {
    let key = this.monthKeys.get(offset);
    if (key === undefined) {
      const month = this.month(offset);
      key = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
      this.monthKeys.set(offset, key);
    }
    return key;
  }
}
