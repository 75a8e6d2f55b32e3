import { clearScreenToasts, screenToast } from '../../data/notify.ts';
import type { ToastText } from '../../lib/toasts.ts';

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
