import { PRINT_READY_TIMEOUT_MS, PRINT_VIEW_LINGER_MS } from './timing.ts';

/**
 * Printing from the browser (spec: 80 mm ticket, pre-bill, kitchen/bar chit, Z report). A print view
 * is an ordinary route of the app rendered without the sidebar; `openPrintView` loads it in a hidden
 * same-origin iframe and asks that frame to print once the view says it is rendered. Nothing here is
 * awaited by the flow: with no printer, a blocked dialog or a view that never loads, nothing happens.
 */

/** The print routes: the contract between the screens that print and the print views. */
export const PRINT_ROUTES = {
  /** A ticket (simplified, rectifying or a full invoice) by its document id (`ticket:<series>-<number>`), at 80 mm. */
  ticket: (ticketId: string) => `/print/ticket/${encodeURIComponent(ticketId)}`,
  /** A full invoice on an A4 sheet, by its document id. */
  invoice: (ticketId: string) => `/print/invoice/${encodeURIComponent(ticketId)}`,
  /** The pre-bill of a check ('Cuenta — no válido como factura'). */
  prebill: (checkId: string) => `/print/prebill/${encodeURIComponent(checkId)}`,
  /**
   * The kitchen/bar chit of one round (an order document); with a station's part, only those lines
   * under the station's name (a chit per station).
   */
  chit: (orderId: string, part?: { station: string; lineIds: readonly string[] }) =>
    `/print/chit/${encodeURIComponent(orderId)}${
      part
        ? `?${new URLSearchParams({ estacion: part.station, lineas: part.lineIds.join(',') }).toString()}`
        : ''
    }`,
  /** The Z report of a business day (YYYY-MM-DD). */
  z: (businessDate: string) => `/print/z/${encodeURIComponent(businessDate)}`,
} as const;

/** What a print view posts to its parent frame. */
export type PrintViewMessage = { type: typeof PRINT_MESSAGE_TYPE; state: 'ready' | 'failed' };

const PRINT_MESSAGE_TYPE = 'restaurantpro:print-view';

function isPrintViewMessage(data: unknown): data is PrintViewMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PrintViewMessage>;
  return message.type === PRINT_MESSAGE_TYPE && (message.state === 'ready' || message.state === 'failed');
}

/**
 * Called by a print view once its document is on screen ('ready') or cannot be shown ('failed').
 * Outside a frame (the route opened directly, or by `page.pdf()` in a test) it does nothing.
 */
export function signalPrintView(state: PrintViewMessage['state']): void {
  try {
    if (window.parent === window) return;
    const message: PrintViewMessage = { type: PRINT_MESSAGE_TYPE, state };
    window.parent.postMessage(message, window.location.origin);
  } catch {
    // A parent from another origin cannot be told; printing is optional by design.
  }
}

/** The width a print view's frame lays out at: the roll's, or an A4 sheet's. */
const FRAME_WIDTHS = { roll: '80mm', a4: '210mm' } as const;

/**
 * Prints a print route without leaving the screen: a hidden iframe loads `path`, and once the view
 * posts 'ready' its own `print()` opens the browser dialog. Returns at once; never throws, never
 * logs. The frame is removed after printing, or when the view fails or never becomes ready.
 */
export function openPrintView(path: string, paper: keyof typeof FRAME_WIDTHS = 'roll'): void {
  try {
    const frame = document.createElement('iframe');
    frame.setAttribute('data-print-view', path);
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Impresión';
    // Off screen rather than display:none, so the view lays out at its paper's width (80 mm, or A4).
    Object.assign(frame.style, {
      position: 'fixed',
      left: '-10000px',
      top: '0',
      width: FRAME_WIDTHS[paper],
      height: '100vh',
      border: '0',
    });

    let lingerTimer: ReturnType<typeof setTimeout> | undefined;
    const remove = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(readyTimer);
      clearTimeout(lingerTimer);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
      if (!isPrintViewMessage(event.data)) return;
      window.removeEventListener('message', onMessage);
      clearTimeout(readyTimer);
      if (event.data.state === 'failed') return remove();
      printFrame(frame, remove);
      // Browsers that never fire 'afterprint' (or print nothing) still get their frame back.
      lingerTimer = setTimeout(remove, PRINT_VIEW_LINGER_MS);
    };

    window.addEventListener('message', onMessage);
    const readyTimer = setTimeout(remove, PRINT_READY_TIMEOUT_MS);
    frame.src = path;
    document.body.appendChild(frame);
  } catch {
    // No DOM or iframes refused: nothing to print, and the flow goes on.
  }
}

function printFrame(frame: HTMLIFrameElement, remove: () => void): void {
  try {
    const view = frame.contentWindow;
    if (!view) return remove();
    view.addEventListener('afterprint', remove, { once: true });
    view.focus();
    view.print();
  } catch {
    remove();
  }
}
