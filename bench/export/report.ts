/** What a measuring child process sends back to the bench. */
export interface Measurement {
  rows: number;
  seconds: number;
  bytes: number;
  /** Peak resident set size of the measuring process over its life (getrusage maxrss), bytes. */
  peakRss: number;
  /** Resident set size just before the timed work began, bytes. */
  baselineRss: number;
}

export const peakRss = () => process.resourceUsage().maxRSS * 1024;
export const ADMIN_PASSWORD = 'bench-admin-password';
