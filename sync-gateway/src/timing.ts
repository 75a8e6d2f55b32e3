/**
 * The gateway's timing constants, in one place, each with what chose it. Limits that are business
 * rules (session length, upload expiry) stay with their rule; these tune when background work runs.
 */

/**
 * Projections (daily stock, table occupancy) wait until the devices' changes have paused for this
 * long, so they do not compete with an order on its way to the other devices and a busy service's
 * orders are projected together (one stock row write per product instead of one per order).
 */
export const FLOOR_SETTLE_QUIET_MS = 250;
/** ...but never longer than this after the first change: the README promises about a second. */
export const FLOOR_SETTLE_MAX_WAIT_MS = 1000;

/**
 * The reports reaction recomputes a dirty business day whole (a few hundred documents on a busy
 * day), so it waits for a longer pause than the projections: a service's payments arriving one after
 * another make one recompute of their day, not one each. Nobody waits on it (reports are read
 * later), so a few seconds of delay cost nothing.
 */
export const REPORTS_SETTLE_QUIET_MS = 500;
/**
 * ...but a day's figures are never more than this behind its documents. Long on purpose: a
 * recompute holds the event loop for tens of milliseconds, and at 3 s it landed among a stream of
 * orders often enough to move 'Enviar a Cocina' → kitchen from about 1.6× to 1.9× bare replication
 * (e2e/kitchen-latency.spec.ts); a pause of `REPORTS_SETTLE_QUIET_MS` still writes it at once.
 */
export const REPORTS_SETTLE_MAX_WAIT_MS = 30_000;

/**
 * The coalescing window of the projections every sale rewrites (reactions/pacer.ts): a product's
 * day of stock while the kitchen does not control it, an ingredient's stock while its status holds.
 * Each is rewritten at most once per window, so a busy service's devices pull one revision of each
 * every few seconds rather than one per batch. Figures the kitchen edits against, and a crossing
 * into low stock or zero, are written at once.
 */
export const PROJECTION_PACE_MS = 5000;

/**
 * How long the gateway's own projection writes, on a device's live feed, may wait for the next change
 * to travel with. Sent alone, they cost every device a replication round of their own (measured when
 * each order was projected alone: twice the requests, and the next order queued behind that round);
 * travelling with the next change they join a round the devices make anyway.
 */
export const LIVE_FEED_PROJECTION_WAIT_MS = 500;

/**
 * How long `PATCH /api/daily-stock` waits for the projection to count a stock edit before answering
 * with the row it expects. The reactions treat a stock edit as urgent (no settle), so this only bounds
 * a stalled projector. Not the same wait as LIVE_FEED_PROJECTION_WAIT_MS: that one delays a push to
 * the devices, this one bounds an API answer.
 */
export const STOCK_EDIT_PROJECTION_WAIT_MS = 3000;

/**
 * After a live feed or its handler failed, `follow` (store/follow.ts) waits this long before following
 * again, doubling with each failure in a row up to `FOLLOW_RETRY_MAX_MS`. The read model and the live
 * checks used to resubscribe at once: with CouchDB unreachable each attempt fails within a
 * millisecond, so that was a busy loop writing a warning per turn. A second is what the reactions and
 * the account watch already waited; ten at most keeps a model that waits out a store restart no more
 * than ten seconds behind once it is back.
 */
export const FOLLOW_RETRY_MS = 1000;
export const FOLLOW_RETRY_MAX_MS = 10_000;

/**
 * How often a site hub asks the cloud whether it answers (site/link.ts), and how long it waits for
 * the answer: an outage shows on managers' screens within both, and a link that comes back has its
 * replications started again within the first.
 */
export const SITE_PROBE_MS = 2000;
export const SITE_PROBE_TIMEOUT_MS = 3000;
/**
 * A site hub's replication requests to the cloud: a batch over a slow link fits, a connection that
 * died without closing is given up. Its longpolls ask for a third of it.
 */
export const SITE_REQUEST_TIMEOUT_MS = 30_000;
/** The longest a site hub's failed replication waits before trying again. */
export const SITE_RETRY_MAX_MS = 5000;
