/** What a measuring child process sends back to the bench. */
export interface Measurement {
  rows: number;
  seconds: number;
  bytes: number;
  /** Peak resident set size of the measuring process over its life (getrusage maxrss), bytes. */
  peakRss: number;
  /** Resident set size just before the timed work began, bytes. */
  baselineRss: number;
  /**
   * CPU seconds (user + system, every thread: zlib's pool included) the measuring process spent on the timed work:
   * on a shared machine the wall time stretches with the load, this much less.
   */
  cpuSeconds: number;
}

export const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

export const peakRss = () => process.resourceUsage().maxRSS * 1024;
export const ADMIN_PASSWORD = 'bench-admin-password';
