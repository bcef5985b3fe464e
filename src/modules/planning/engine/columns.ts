/**
 * The engine's storage: growable typed columns (a capacity to start with when the caller can tell), the shared
 * event buffer, the SKU days' rows and the pegging queue. A large plan has hundreds of thousands of planned orders
 * and pegging rows: as typed arrays they cost the garbage collector nothing, where an object each kept it busy.
 */
export class Int32Column {
  data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /**
   * The values pushed, as a view of their own length on the buffer (no copy); the column is empty afterwards.
   * A copy would allocate as much again outside the heap, which V8 counts towards its next old-space collection.
   */
  done(): Int32Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the plan's state, and so its columns, alive). */
  clear(): void {
    this.data = new Int32Array(0);
    this.length = 0;
  }
}

export class Float64Column {
  data: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Float64Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the plan's state, and so its columns, alive). */
  clear(): void {
    this.data = new Float64Array(0);
    this.length = 0;
  }
}

export class Uint8Column {
  data: Uint8Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint8Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint8Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  done(): Uint8Array {
    const values = this.data.subarray(0, this.length);
    this.clear();
    return values;
  }

  /** Lets go of the buffer (the result's lazy builders keep the plan's state, and so its columns, alive). */
  clear(): void {
    this.data = new Uint8Array(0);
    this.length = 0;
  }
}

/**
 * Events (something that happens to a SKU on a day) live in one buffer shared by every SKU, each SKU holding a
 * chain of them in insertion order, so a plan's events are no objects for the collector. Quantities in millionths;
 * `ref` is the index in the input array of its kind (purchaseLines, …; planned MOs: the order index); `order`
 * breaks ties within a day and kind: the line id (planned MOs: their index), so input order does not matter. An
 * event is one 32-byte record (day, kind, ref and next as 32-bit integers, then qty and order as doubles): a SKU's
 * events are scattered over the buffer, and a record is one memory access per event where a column per field
 * would be one per field.
 */
export class Events {
  /** Event e's day, kind, ref and next at 8e … 8e + 3. */
  ints: Int32Array;
  /** Event e's qty and order at 4e + 2 and 4e + 3 (the same buffer). */
  doubles: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.doubles = new Float64Array(4 * capacity);
    this.ints = new Int32Array(this.doubles.buffer);
  }

  /** Adds an event (no next yet) and answers its number. */
  push(day: number, kind: number, qty: number, ref: number, order: number): number {
    const e = this.length;
    if (4 * e === this.doubles.length) {
      const grown = new Float64Array(2 * this.doubles.length);
      grown.set(this.doubles);
      this.doubles = grown;
      this.ints = new Int32Array(grown.buffer);
    }
    const i = 8 * e;
    this.ints[i] = day;
    this.ints[i + 1] = kind;
    this.ints[i + 2] = ref;
    this.ints[i + 3] = -1;
    this.doubles[4 * e + 2] = qty;
    this.doubles[4 * e + 3] = order;
    this.length = e + 1;
    return e;
  }

  clear(): void {
    this.doubles = new Float64Array(0);
    this.ints = new Int32Array(0);
    this.length = 0;
  }
}

/** The SKU days' columns, written a row at a time (one capacity check per row instead of one per column). */
export class DayRows {
  day: Int32Array;
  sales: Float64Array;
  forecast: Float64Array;
  dependent: Float64Array;
  transfer: Float64Array;
  scheduled: Float64Array;
  planned: Float64Array;
  balance: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.day = new Int32Array(capacity);
    this.sales = new Float64Array(capacity);
    this.forecast = new Float64Array(capacity);
    this.dependent = new Float64Array(capacity);
    this.transfer = new Float64Array(capacity);
    this.scheduled = new Float64Array(capacity);
    this.planned = new Float64Array(capacity);
    this.balance = new Float64Array(capacity);
  }

  push(
    day: number,
    sales: number,
    forecast: number,
    dependent: number,
    transfer: number,
    scheduled: number,
    planned: number,
    balance: number,
  ): void {
    const r = this.length;
    if (r === this.day.length) this.grow();
    this.day[r] = day;
    this.sales[r] = sales;
    this.forecast[r] = forecast;
    this.dependent[r] = dependent;
    this.transfer[r] = transfer;
    this.scheduled[r] = scheduled;
    this.planned[r] = planned;
    this.balance[r] = balance;
    this.length = r + 1;
  }

  private grow(): void {
    const capacity = this.day.length * 2;
    const grown = <T extends Int32Array | Float64Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    this.day = grown(this.day, new Int32Array(capacity));
    this.sales = grown(this.sales, new Float64Array(capacity));
    this.forecast = grown(this.forecast, new Float64Array(capacity));
    this.dependent = grown(this.dependent, new Float64Array(capacity));
    this.transfer = grown(this.transfer, new Float64Array(capacity));
    this.scheduled = grown(this.scheduled, new Float64Array(capacity));
    this.planned = grown(this.planned, new Float64Array(capacity));
    this.balance = grown(this.balance, new Float64Array(capacity));
  }
}

/**
 * The FIFO queue of a SKU's supplies for pegging, as parallel arrays reused from one SKU to the next: an object
 * per supply would only feed the garbage collector.
 */
export class SupplyQueue {
  /** SUPPLY_TYPES code. */
  readonly type: number[] = [];
  readonly day: number[] = [];
  readonly qty: number[] = [];
  /** The order index (planned) or the line's input index (PO, MO, TO); −1 on hand. */
  readonly ref: number[] = [];
  length = 0;

  push(type: number, day: number, qty: number, ref: number) {
    const i = this.length++;
    this.type[i] = type;
    this.day[i] = day;
    this.qty[i] = qty;
    this.ref[i] = ref;
  }
}
