/**
 * The web app's timing constants, in one place, each with what chose it. The spec's own numbers
 * (toast duration, the sign-in redirect's 500 ms) live in `@restaurantpro/schema`.
 */

// --- Live queries (data/useLiveQuery.ts) ---

/**
 * Quiet time after a relevant change before a live query runs again. The documents of one replicated
 * batch arrive within a few milliseconds of each other, so 8 ms folds a batch into one query while an
 * order still shows at once (kitchen-latency e2e: the app's median stays within 2× bare PouchDB).
 */
export const LIVE_SETTLE_MS = 8;

// --- Writes (data/writes/) ---

/**
 * Longest wait for the server's receipt of a sent order before 'Pedido enviado' shows anyway. A live
 * replication delivers in a few tens of milliseconds (kitchen-latency e2e: bare PouchDB's median is
 * under 150 ms end to end); past 300 ms the waiter would notice the button hanging.
 */
export const CONFIRM_WAIT_MS = 300;

/** 'Producto añadido' on every POS tap: short-lived, so the next tap's toast is not queued behind it. */
export const PRODUCT_ADDED_TOAST_MS = 1500;

// --- Sync (sync/) ---

/** A replication "active" with no event for this long is considered stuck and restarted. */
export const SILENT_SYNC_MS = 60_000;
/** When the server is reachable again, a sync still in back-off is restarted after this long. */
export const RETRY_WHEN_REACHABLE_MS = 3_000;
/** How soon the pending count is looked at again when it was due while documents were moving. */
export const PENDING_RECHECK_MS = 500;
/** Wait before a failed sync starts again, doubled per failure in a row up to `MAX_BACKOFF_MS`. */
export const FIRST_RETRY_MS = 1_000;
/** Longest back-off between retries while the server cannot be reached. */
export const MAX_BACKOFF_MS = 30_000;
/** How often a visible page probes the gateway and checks the replications (the watchdog). */
export const WATCHDOG_INTERVAL_MS = 15_000;
/** How often, at most, business days older than yesterday are purged from the replicas. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How long a manual sync (staff screen) may take before it is reported as failed; replication keeps retrying. */
export const MANUAL_SYNC_TIMEOUT_MS = 20_000;

// --- Printing (lib/print.ts) ---

/**
 * Longest wait for a print view to say it is rendered before its hidden frame is dropped. A print view
 * boots the app in the frame and opens the local replica: a couple of seconds on a slow tablet; past
 * 20 s the moment to print has gone, and the document can be printed again from its screen.
 */
export const PRINT_READY_TIMEOUT_MS = 20_000;
/**
 * How long a frame that was asked to print stays when the browser never fires 'afterprint' (headless,
 * or print blocked). Chromium's dialog holds the frame's script while open, so this only frees memory.
 */
export const PRINT_VIEW_LINGER_MS = 60_000;

// --- Downloads (lib/download.ts) ---

/**
 * How long a downloaded file's object URL is kept after its link is clicked. Firefox and Safari start
 * the download after the click returns, so revoking at once can cancel it; a few seconds is plenty
 * for a CSV of a few hundred rows, and the URL is freed well before a second export.
 */
export const DOWNLOAD_URL_LINGER_MS = 10_000;

// --- Verifactu (data/useFiscalStatus.ts) ---

/**
 * How often a device asks the gateway how many billing records are still unsent. The count changes
 * as the gateway sends (at most one message per TiempoEsperaEnvio, 60 s by default) and as tickets
 * are issued (this device adds its own at once): 15 s keeps the count fresh at one small request.
 */
export const FISCAL_STATUS_REFRESH_MS = 15_000;

// --- The site's cloud link (data/useSiteStatus.ts) ---

/**
 * How often a manager's visible screen asks the gateway about its link to the cloud. The same
 * cadence as the sync watchdog and the Verifactu count (one small request): a manager learns of an
 * outage within 15 s of the gateway noticing it, and the pending count keeps up while it lasts.
 */
export const SITE_STATUS_REFRESH_MS = 15_000;
