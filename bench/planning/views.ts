/** The planning views the bench reads (each its first page), with the filters of each read. */
export const PLANNING_VIEWS: [string, Record<string, unknown>][] = [
  ['inventory_planning', {}],
  ['inventory_planning', { Bucket: ['Day'] }],
  ['inventory_planning', { Bucket: ['Month'] }],
  ['inventory_analysis', {}],
  ['planning_exceptions', {}],
  ['planning_pegging', {}],
  ['forecast_over_time', {}],
  ['forecast_vs_sales', {}],
];
