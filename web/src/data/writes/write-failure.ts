import { WriteRefusedError } from '../repositories/products.ts';
import { notify } from '../notify.ts';
import { describeError, type ToastText } from '../../lib/toasts.ts';

/**
 * The spec's failure toast for a catalogue write (e.g. 'No se pudo crear el producto'). When the
 * device refused it because the role may not change the catalogue, the reason is added; any other
 * cause goes to the console for whoever investigates.
 */
export function notifyWriteFailure(text: ToastText, error: unknown): void {
  if (error instanceof WriteRefusedError) {
    notify(text, `${text.description ?? text.title}. ${describeError(error)}`);
    return;
  }
  notify(text);
  console.warn(text.description ?? text.title, describeError(error), error);
}
