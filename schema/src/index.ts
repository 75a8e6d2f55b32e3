// The public API of @restaurantpro/schema. Named re-exports only: nothing imports the files
// behind this one, so they can be split and renamed freely.
import { configureMessages } from './docs/messages.ts';

// Validation speaks Spanish wherever the schemas are used (gateway and web app alike), set once here
// because every user of a schema imports this module first.
configureMessages();

export { fieldIssues, schemaProblem, validationReason } from './docs/messages.ts';
export type { FieldIssue, IssueLike } from './docs/messages.ts';
export { ERROR_CODES, errorEnvelope, errorEnvelopeSchema } from './errors.ts';
export type { ErrorCode, ErrorEnvelope } from './errors.ts';
export { ROLES, ROLE_LABELS, DEFAULT_ROLE, MANAGER_ROLES, isManagerRole, roleSchema } from './roles.ts';
export type { Role } from './roles.ts';

export {
  ID_PATTERN,
  dailyStockId,
  docId,
  isValidDocId,
  newId,
  idPart,
  parseDocId,
  typePart,
  saleMovementId,
} from './ids.ts';
export {
  ACCOUNT_TYPES,
  DOC_TYPES,
  FLOOR_TYPES,
  KINDS,
  OFFICE_TYPES,
  dbForType,
  isDocType,
  kindOf,
  kindsWhere,
  parseKind,
  schemaOf,
} from './kinds.ts';
export type { DbName, DocOf, DocType, FloorType, KindDeclaration, KindsWith, OfficeType } from './kinds.ts';

export {
  MAX_CENTS,
  MAX_MILLI,
  addMoney,
  divRound,
  fromCents,
  fromMilli,
  isMoney,
  isQuantity,
  normalizeMoney,
  normalizeQuantity,
  toCents,
  toMilli,
  tryNormalizeMoney,
  tryNormalizeQuantity,
} from './money.ts';

export {
  ACTIVE_ORDER_STATUSES,
  ALERT_SEVERITIES,
  CHECK_STATUSES,
  CHECK_STATUS_LABELS,
  LIVE_CHECK_STATUSES,
  MODIFIER_KINDS,
  VOID_REASONS,
  VOID_REASON_LABELS,
  checkStatusSchema,
  modifierKindSchema,
  voidReasonSchema,
  ALERT_TYPES,
  DASHBOARD_STATUS_LABELS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  INGREDIENT_UNITS,
  INGREDIENT_UNIT_LABELS,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  KITCHEN_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TOAST_TITLES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  STOCK_MOVEMENT_KINDS,
  STOCK_STATUSES,
  STOCK_STATUS_LABELS,
  TABLE_STATUSES,
  TABLE_STATUS_LABELS,
  TABLE_STATUS_SHORT_LABELS,
  difficultySchema,
  ingredientUnitSchema,
  invoiceStatusSchema,
  isActiveOrderStatus,
  orderStatusSchema,
  productCategorySchema,
  tableStatusSchema,
} from './enums.ts';
export type {
  ActiveOrderStatus,
  AlertSeverity,
  AlertType,
  CheckStatus,
  Difficulty,
  ModifierKind,
  VoidReason,
  IngredientUnit,
  InvoiceStatus,
  OrderStatus,
  ProductCategory,
  StockMovementKind,
  StockStatus,
  TableStatus,
} from './enums.ts';

export {
  ACTIVE_ORDERS_REFRESH_MS,
  AREA_NAME_MIN_LENGTH,
  BUSINESS_DAY_START_HOUR,
  DASHBOARD_ACTIVE_ORDERS_LIMIT,
  DASHBOARD_ALERTS_LIMIT,
  DASHBOARD_LOW_STOCK_ALERTS,
  DASHBOARD_LOW_STOCK_ALERT_SPACING_MS,
  DEFAULT_PREPARATION_TIME,
  DEFAULT_TABLE_CAPACITY,
  DEFAULT_TIME_ZONE,
  IVA_RATE,
  KITCHEN_QUEUE_REFRESH_MS,
  LOGIN_REDIRECT_DELAY_MS,
  LOW_STOCK_REFRESH_MS,
  MAX_UPLOAD_BYTES,
  MIN_TABLE_CAPACITY,
  POS_GRID_COLUMNS,
  RECIPE_DEFAULT_DIFFICULTY,
  RECIPE_DEFAULT_PREPARATION_TIME,
  RECIPE_DEFAULT_SERVINGS,
  RECIPE_STORED_DEFAULT_SERVINGS,
  STAFF_RECENT_ORDERS_LIMIT,
  STAFF_WAITER_CATEGORY_TABS,
  STATS_REFRESH_MS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from './constants.ts';

export { addDays, businessDate, isIsoDate } from './dates.ts';
export {
  DEVICE_CODE_PATTERN,
  ORDER_NUMBER_PATTERN,
  makeOrderNumber,
  newDeviceCode,
  nextDailySeq,
  parseOrderNumber,
} from './order-number.ts';

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
export {
  areaSchema,
  ingredientSchema,
  MODIFIER_OPTIONS_MESSAGE,
  modifierGroupSchema,
  modifierOptionSchema,
  productSchema,
  recipeIngredientSchema,
  recipeSchema,
  tableSchema,
} from './docs/catalogue.ts';
export type {
  Area,
  DiningTable,
  Ingredient,
  ModifierGroup,
  ModifierOption,
  Product,
  Recipe,
  RecipeIngredient,
} from './docs/catalogue.ts';
export * from './checks-exports.ts';
export * from './money-exports.ts';
export * from './supply-exports.ts';
export * from './reports-exports.ts';
export * from './accounts-exports.ts';
export * from './activity-exports.ts';
export * from './fiscal-exports.ts';
export {
  adjustmentMovementSchema,
  dailyStockSchema,
  saleMovementSchema,
  stockMovementSchema,
} from './docs/stock.ts';
export type { AdjustmentMovement, DailyStock, SaleMovement, StockMovement } from './docs/stock.ts';
export { chosenModifierSchema, lineVoidSchema, orderItemSchema, orderSchema } from './docs/order.ts';
export type { ChosenModifier, LineVoid, Order, OrderItem } from './docs/order.ts';
export { invoiceSchema, supplierSchema } from './docs/office.ts';
export type { Invoice, Supplier } from './docs/office.ts';
export { publicUserSchema, toPublicUser, userDocSchema } from './docs/user.ts';
export type { PublicUser, UserDoc } from './docs/user.ts';
export { DOC_SCHEMAS, anyDocSchema, docProblem, floorDocSchema, officeDocSchema } from './docs/index.ts';
export type { AnyDoc, FloorDoc, OfficeDoc } from './docs/index.ts';

export {
  MONEY_MESSAGE,
  PASSWORD_MIN_LENGTH,
  QUANTITY_MESSAGE,
  areaInputSchema,
  dailyStockUpdateSchema,
  ingredientInputSchema,
  loginInputSchema,
  modifierGroupInputSchema,
  modifierOptionInputSchema,
  moneyInput,
  orderLineInputSchema,
  orderStatusInputSchema,
  posOrderInputSchema,
  productInputSchema,
  quantityInput,
  recipeFormSchema,
  recipeIngredientInputSchema,
  recipeInputSchema,
  staffOrderInputSchema,
  supplierInputSchema,
  tableInputSchema,
  userInputSchema,
  userUpdateInputSchema,
} from './inputs.ts';
export type {
  AreaInput,
  DailyStockUpdate,
  IngredientInput,
  LoginInput,
  ModifierGroupInput,
  OrderLineInput,
  OrderStatusInput,
  PosOrderInput,
  ProductInput,
  RecipeFormInput,
  RecipeIngredientInput,
  RecipeInput,
  StaffOrderInput,
  SupplierInput,
  TableInput,
  UserInput,
  UserUpdateInput,
} from './inputs.ts';

export { ivaOf, lineSubtotal, orderTotals } from './rules/totals.ts';
export type { OrderTotals, PricedLine } from './rules/totals.ts';
export { marginPercent, recipeCostPerPortion } from './rules/recipe.ts';
export type { CostedLine } from './rules/recipe.ts';
export { ingredientStockStatus, isLowStock, isStockTracked } from './rules/stock.ts';
export {
  ORDER_STATUS_RANK,
  ORDER_TRANSITIONS,
  canTransition,
  furthestStatus,
  isReachable,
} from './rules/order-status.ts';
export {
  newOrderProblem,
  orderMoveProblem,
  orderTotalsProblem,
  orderUpdateProblem,
} from './rules/order-checks.ts';
export {
  MAX_DOC_BYTES,
  MAX_DOC_DEPTH,
  MAX_REVISIONS,
  ancestorRevs,
  docShapeProblem,
  nestingDepth,
  parseRev,
  storableHistoryProblem,
  unknownFieldPath,
} from './rules/doc-shape.ts';
export type { RevisionHistory } from './rules/doc-shape.ts';
export { orderMove } from './rules/order-move.ts';
export { KITCHEN_ACTIONS, KITCHEN_MOVES, STAFF_KITCHEN_ACTIONS, kitchenQueue } from './rules/kitchen.ts';
export type { ActiveOrder, KitchenStep, StaffKitchenStep } from './rules/kitchen.ts';
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
export { dishName, inUseReason, referencesTo, referencingType } from './rules/in-use.ts';
export type { ReferencedType } from './rules/in-use.ts';
export { SALE_STATUSES, isSale, soldQuantity } from './rules/sales.ts';
export {
  EMPTY_ORDER_MESSAGE,
  IMAGE_URL_MESSAGE,
  INSTRUCTIONS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  isImageUrl,
  tooLongMessage,
} from './rules/limits.ts';
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
export { shownStock, stockAdjustment } from './rules/daily-stock.ts';
export type { Actor, ViewSubject, WriteCheck, WriteContext } from './permissions.ts';

export { mergeDocs, resolveConflicts } from './merge/index.ts';
export type { StoredDoc } from './merge/index.ts';
export { mergeOrders } from './merge/order.ts';
export { canonicalJson, stripRevMeta } from './merge/canonical.ts';
export { compareLww } from './merge/lww.ts';
