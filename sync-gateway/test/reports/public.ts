/**
 * The known month of the reports tests, exported as `@restaurantpro/sync-gateway/testing/reports`
 * for the reports e2e spec: the seeded documents and the report worked out from them, so the
 * gateway test (the API) and the browser test (the screen and its CSV files) check one scenario
 * against one independent computation. Pure: nothing here opens a store or a socket.
 */
export { figures, type Figures } from './expected.ts';
export { CATEGORY, MONTH, PREVIOUS, SERVING_COST, TIMEZONE } from './known-month.ts';
export { knownMonth, type Month } from './scenario.ts';
export type { Doc } from '../support/docs.ts';
