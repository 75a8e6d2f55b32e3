import { newId } from '@restaurantpro/schema';
import { toaster } from '../../app/toaster.ts';
import { TOASTS, type ToastText } from '../../lib/notify.ts';

/**
 * Toasts of the task screens (POS, kitchen). The app shows one toast at a time and queues the rest;
 * on a screen tapped many times a minute the queue would show feedback for taps made long ago. So
 * each screen keeps a single toast of its own and replaces it: the latest tap is what is shown.
 */
export function screenToast(scope: string, text: ToastText, durationMs?: number): void {
  const data = {
    title: text.title,
    description: text.description ?? '',
    type: text.type,
    closable: true,
    ...(durationMs ? { duration: durationMs } : {}),
  };
  // The previous toast of this screen goes (it describes an older tap); the new one gets a fresh id
  // so it never collides with the one still animating out.
  for (const toast of toaster.getVisibleToasts()) {
    if (toast.id?.startsWith(`${scope}-`)) toaster.remove(toast.id);
  }
  toaster.create({ id: `${scope}-${newId()}`, ...data });
}

/** 'Producto añadido' on every tap: short-lived, naming the dish. */
const PRODUCT_ADDED_MS = 1500;

export function notifyProductAdded(productName: string): void {
  screenToast('pos', { ...TOASTS.productAdded, description: productName }, PRODUCT_ADDED_MS);
}

export function notifyPos(text: ToastText): void {
  screenToast('pos', text);
}
