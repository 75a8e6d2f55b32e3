import { clearScreenToasts, screenToast } from '../../data/notify.ts';
import type { ToastText } from '../../lib/toasts.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';

const SCOPE = 'staff';

/** The staff screen keeps one toast of its own, replaced by the latest tap (see screenToast). */
export function notifyStaff(text: ToastText): void {
  screenToast(SCOPE, text);
}

/**
 * On a phone the toast sits over the bottom bar: when the waiter starts the next order, the feedback
 * about the previous one has been read and must not cover 'Enviar Pedido'.
 */
export function clearStaffToasts(): void {
  clearScreenToasts(SCOPE);
}

/** Whether a change just written already goes out (online) or waits for the connection. */
export function isOnlineNow(): boolean {
  return selectOnline(useSyncStore.getState());
}
