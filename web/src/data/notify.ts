import { newId } from '@restaurantpro/schema';
import type { ToastText } from '../lib/toasts.ts';
import { toaster } from './toaster.ts';

/** Shows one toast. `detail` replaces the description (e.g. the server's reason for refusing a write). */
export function notify(text: ToastText, detail?: string): void {
  const description = detail ?? text.description;
  toaster.create({ title: text.title, type: text.type, closable: true, ...(description ? { description } : {}) });
}

/**
 * Toasts of the task screens (POS, kitchen, staff). The app shows one toast at a time and queues the
 * rest; on a screen tapped many times a minute the queue would show feedback for taps made long ago.
 * So each screen (`scope`) keeps a single toast of its own and replaces it: the latest tap is shown.
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
  clearScreenToasts(scope);
  toaster.create({ id: `${scope}-${newId()}`, ...data });
}

/** Removes the toasts a screen (`scope`) is showing. */
export function clearScreenToasts(scope: string): void {
  for (const toast of toaster.getVisibleToasts()) {
    if (toast.id?.startsWith(`${scope}-`)) toaster.remove(toast.id);
  }
}
