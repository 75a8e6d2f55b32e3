/** Business constants with the spec's numbers (spec §9). */

/** IVA in percent of the subtotal; applied on integer cents by `orderTotals`, never as a float. */
export const IVA_RATE = 10;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const DEFAULT_TABLE_CAPACITY = 4;
export const MIN_TABLE_CAPACITY = 1;
/** Default product preparation time, minutes. */
export const DEFAULT_PREPARATION_TIME = 15;
export const AREA_NAME_MIN_LENGTH = 2;

/** Recipe dialog defaults; servings default to 1 in storage. */
export const RECIPE_DEFAULT_PREPARATION_TIME = 30;
export const RECIPE_DEFAULT_SERVINGS = 4;
export const RECIPE_DEFAULT_DIFFICULTY = 'medium' as const;
export const RECIPE_STORED_DEFAULT_SERVINGS = 1;

export const DASHBOARD_ACTIVE_ORDERS_LIMIT = 5;
export const DASHBOARD_ALERTS_LIMIT = 5;
/** At most this many low-stock ingredients become dashboard alerts, 5 minutes apart. */
export const DASHBOARD_LOW_STOCK_ALERTS = 2;
export const DASHBOARD_LOW_STOCK_ALERT_SPACING_MS = 5 * 60_000;
export const STAFF_RECENT_ORDERS_LIMIT = 5;
export const STAFF_WAITER_CATEGORY_TABS = 3;
export const POS_GRID_COLUMNS = 3;

export const STATS_REFRESH_MS = 30_000;
export const ACTIVE_ORDERS_REFRESH_MS = 5000;
export const LOW_STOCK_REFRESH_MS = 60_000;
export const KITCHEN_QUEUE_REFRESH_MS = 5000;

/** The restaurant's business day starts at this local hour (see dates.ts). */
export const BUSINESS_DAY_START_HOUR = 5;
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
