/**
 * Demand pattern by Syntetos & Boylan (2005), as planning.md part 6 fixes it: ADI = n ÷ months with a sale,
 * CV² = population variance ÷ mean² of the non-zero quantities (one non-zero month: 0); cut-offs ADI 1.32 and
 * CV² 0.49. A series without any sale counts as Intermittent (ADI infinite, CV² 0).
 */
export type DemandPattern = 'Smooth' | 'Erratic' | 'Intermittent' | 'Lumpy';

export const ADI_CUT_OFF = 1.32;
export const CV2_CUT_OFF = 0.49;

export function classifyDemand(series: ArrayLike<number>): DemandPattern {
  const n = series.length;
  let count = 0;
  let sum = 0;
  for (let t = 0; t < n; t++) {
    const q = series[t]!;
    if (q > 0) {
      count++;
      sum += q;
    }
  }
  const adi = count === 0 ? Number.POSITIVE_INFINITY : n / count;
  let cv2 = 0;
  if (count > 1) {
    const mean = sum / count;
    let squares = 0;
    for (let t = 0; t < n; t++) if (series[t]! > 0) squares += (series[t]! - mean) ** 2;
    cv2 = squares / count / (mean * mean);
  }
  if (adi < ADI_CUT_OFF) return cv2 < CV2_CUT_OFF ? 'Smooth' : 'Erratic';
  return cv2 < CV2_CUT_OFF ? 'Intermittent' : 'Lumpy';
}
