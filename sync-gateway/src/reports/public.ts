/**
 * What tools outside the gateway (the reports benchmark) may use of the report aggregates, exported
 * as `@restaurantpro/sync-gateway/reports`: the full rebuild the `reports:rebuild` command runs.
 */
export { rebuildReports, REPORTS_FOLLOWER, type RebuildOptions, type RebuildResult } from './rebuild.ts';
