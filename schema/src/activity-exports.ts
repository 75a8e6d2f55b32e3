/** The managers' activity log (DESIGN.md §6), re-exported by index.ts. */
export {
  ACTIVITY_KINDS,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_OFFLINE_MESSAGE,
  ACTIVITY_ROLE_REFUSAL,
  accountEventId,
  accountEventRange,
  activityEntries,
} from './rules/activity.ts';
export type { ActivityEntry, ActivityKind, ActivityNames, ActivitySources } from './rules/activity.ts';
export { priceChangesOn } from './rules/prices.ts';
export type { PriceAuthor, PriceChange } from './rules/prices.ts';
