import { random } from '../seed-shared.js';
/**
 * Data for the forecasting benches: one classic public-domain monthly series typed in, and seeded generators of
 * the four demand patterns. Nothing is downloaded.
 */

/**
 * AirPassengers: monthly international airline passengers (thousands), January 1949 – December 1960
 * (Box & Jenkins, Time Series Analysis, series G; R's `datasets::AirPassengers`). 144 values; their sum is
 * 40,363 (mean 280.30), checked by the accuracy bench before use.
 */
export const AIR_PASSENGERS: readonly number[] = [
  112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135, 125, 149, 170, 170, 158,
  133, 114, 140, 145, 150, 178, 163, 172, 178, 199, 199, 184, 162, 146, 166, 171, 180, 193, 181, 183, 218,
  230, 242, 209, 191, 172, 194, 196, 196, 236, 235, 229, 243, 264, 272, 237, 211, 180, 201, 204, 188, 235,
  227, 234, 264, 302, 293, 259, 229, 203, 229, 242, 233, 267, 269, 270, 315, 364, 347, 312, 274, 237, 278,
  284, 277, 317, 313, 318, 374, 413, 405, 355, 306, 271, 306, 315, 301, 356, 348, 355, 422, 465, 467, 404,
  347, 305, 336, 340, 318, 362, 348, 363, 435, 491, 505, 404, 359, 310, 337, 360, 342, 406, 396, 420, 472,
  548, 559, 463, 407, 362, 405, 417, 391, 419, 461, 472, 535, 622, 606, 508, 461, 390, 432,
];
export const AIR_PASSENGERS_SUM = 40_363;

export { random };

export type GeneratedPattern = 'smooth' | 'trending' | 'seasonal' | 'intermittent';
export const GENERATED_PATTERNS: readonly GeneratedPattern[] = [
  'smooth',
  'trending',
  'seasonal',
  'intermittent',
];

/** A standard normal draw (Box–Muller). */
function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/**
 * One series of `months` whole quantities of the given pattern. Smooth: a level with noise and a slow random walk;
 * trending: a linear trend (up or down) with noise; seasonal: a level, a mild trend and a 12-month seasonal shape;
 * intermittent: a sale in about a third of the months, of a random size.
 */
export function generateSeries(pattern: GeneratedPattern, months: number, rand: () => number): number[] {
  const out: number[] = [];
  const base = 20 + rand() * 180;
  if (pattern === 'smooth') {
    let level = base;
    for (let t = 0; t < months; t++) {
      level += normal(rand) * base * 0.02;
      out.push(Math.max(0, Math.round(level + normal(rand) * base * 0.15)));
    }
  } else if (pattern === 'trending') {
    const slope = (rand() < 0.7 ? 1 : -0.5) * base * (0.01 + rand() * 0.03);
    for (let t = 0; t < months; t++)
      out.push(Math.max(0, Math.round(base + slope * t + normal(rand) * base * 0.12)));
  } else if (pattern === 'seasonal') {
    const amplitude = base * (0.2 + rand() * 0.4);
    const phase = rand() * 12;
    const slope = base * (rand() * 0.01);
    for (let t = 0; t < months; t++) {
      const season = amplitude * Math.sin((2 * Math.PI * (t + phase)) / 12);
      out.push(Math.max(0, Math.round(base + slope * t + season + normal(rand) * base * 0.08)));
    }
  } else {
    const chance = 0.2 + rand() * 0.25;
    const size = 2 + rand() * 20;
    for (let t = 0; t < months; t++)
      out.push(t === 0 || rand() < chance ? Math.max(1, Math.round(size * (0.5 + rand() * 1.5))) : 0);
  }
  // The engine's series start at the first month with a sale.
  if (out[0] === 0) out[0] = 1;
  return out;
}
