// The public API of @restaurantpro/schema: nothing imports the files behind this one, so they can be
// split and renamed freely. A module whose every export is public is re-exported whole; a list names
// what is public of a module that also keeps helpers to itself.
import { configureMessages } from './docs/messages.ts';

// Validation speaks Spanish wherever the schemas are used (gateway and web app alike), set once here
// because every user of a schema imports this module first.
configureMessages();

export { fieldIssues, schemaProblem, validationReason } from './docs/messages.ts';
export type { FieldIssue, IssueLike } from './docs/messages.ts';
export * from './errors.ts';
export { ROLES, ROLE_LABELS, DEFAULT_ROLE, MANAGER_ROLES, isManagerRole, roleSchema } from './roles.ts';
export type { Role } from './roles.ts';

export * from './ids.ts';
export * from './kinds.ts';
export * from './device-sync.ts';
export * from './replication-failure.ts';
export * from './bulk-get.ts';
export * from './site.ts';

export * from './money.ts';

export * from './enums.ts';

export * from './constants.ts';

export { addDays, businessDate, isIsoDate } from './dates.ts';
export * from './order-number.ts';

export {
  dateOrDateTimeSchema,
  imageUrlSchema,
  isDateOrDateTime,
  isoDateSchema,
  isoDateTimeSchema,
  longText,
  moneySchema,
  nameText,
  quantitySchema,
  refSchema,
  shortText,
} from './docs/common.ts';
export * from './docs/catalogue.ts';
export * from './checks-exports.ts';
export * from './money-exports.ts';
export * from './supply-exports.ts';
export * from './reports-exports.ts';
export * from './accounts-exports.ts';
export * from './activity-exports.ts';
export * from './fiscal-exports.ts';
export * from './docs/stock.ts';
export * from './docs/order.ts';
export * from './docs/station.ts';
export * from './station-inputs.ts';
export * from './docs/office.ts';
export * from './docs/user.ts';
export * from './docs/index.ts';

export * from './inputs.ts';

export { ivaOf, lineSubtotal, orderTotals } from './rules/totals.ts';
export type { OrderTotals, PricedLine } from './rules/totals.ts';
export * from './rules/recipe.ts';
export * from './rules/stock.ts';
export * from './rules/order-status.ts';
export * from './rules/order-checks.ts';
export * from './rules/doc-shape.ts';
export * from './rules/order-move.ts';
export * from './rules/kitchen.ts';
export * from './rules/pass/index.ts';
export {
  basePriceOf,
  lineModifierProblem,
  linePriceProblem,
  pricesOnDay,
  withPrice,
} from './rules/prices.ts';
export type { ModifierSource, PriceSpell } from './rules/prices.ts';
export {
  BACK_OFFICE_ROLES,
  FLOOR_ROLES,
  KITCHEN_ROLES,
  SYSTEM_ACTOR,
  WRITE_ROLES,
  canWriteType,
  checkWrite,
  replicatedDbsForRole,
  roleRefusal,
  roleViewRefusal,
} from './permissions.ts';
export { dishName, inUseProblem, inUseReason, referencesTo, referencingType } from './rules/in-use.ts';
export type { ReferencedType } from './rules/in-use.ts';
export * from './rules/sales.ts';
export * from './rules/limits.ts';
export { duplicateTableMessage, tableNumberProblem } from './rules/table-numbers.ts';
export {
  EXPIRY_WARNING_DAYS,
  alertCount,
  isExpired,
  isExpiryAlert,
  isInvoiceAlert,
  isLowStockAlert,
  isOutOfStockAlert,
} from './rules/alerts.ts';
export type { AlertSources } from './rules/alerts.ts';
export * from './rules/daily-stock.ts';
export type { Actor, ViewSubject, WriteCheck, WriteContext } from './permissions.ts';

export * from './merge/index.ts';
export * from './merge/order.ts';
export { canonicalJson, stripRevMeta } from './merge/canonical.ts';
export { compareLww } from './merge/lww.ts';
