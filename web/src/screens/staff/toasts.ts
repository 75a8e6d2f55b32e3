import type { ToastText } from '../../lib/notify.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';
import { screenToast } from '../pos/toasts.ts';

/** The staff screen keeps one toast of its own, replaced by the latest tap (see screenToast). */
export function notifyStaff(text: ToastText): void {
  screenToast('staff', text);
}

/** Whether a change just written already goes out (online) or waits for the connection. */
export function isOnlineNow(): boolean {
  return selectOnline(useSyncStore.getState());
}
