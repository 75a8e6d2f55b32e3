import { screenToast } from '../../data/notify.ts';
import { PRODUCT_ADDED_TOAST_MS } from '../../lib/timing.ts';
import { TOASTS, type ToastText } from '../../lib/toasts.ts';

/** 'Producto añadido' on every tap, naming the dish. */
export function notifyProductAdded(productName: string): void {
  screenToast('pos', { ...TOASTS.productAdded, description: productName }, PRODUCT_ADDED_TOAST_MS);
}

/** The point of sale keeps one toast of its own, replaced by the latest tap (see screenToast). */
export function notifyPos(text: ToastText): void {
  screenToast('pos', text);
}
