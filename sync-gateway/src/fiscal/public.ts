/**
 * What tools outside the gateway (the benchmarks' seeders) may use of Verifactu, exported as
 * `@restaurantpro/sync-gateway/fiscal`.
 */

/**
 * The floor follower that queues each billing record for the AEAT (`_local/reactions-fiscal-queue`).
 * A store seeded behind the gateway's back puts its checkpoint at the end, as a gateway that had
 * followed those days live would have left it, so a start does not read the whole history again.
 */
export const FISCAL_QUEUE_FOLLOWER = 'fiscal-queue';
