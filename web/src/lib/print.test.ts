import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINT_ROUTES, openPrintView, type PrintViewMessage } from './print.ts';

function printFrames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-print-view]')];
}

/**
 * happy-dom does not load iframe pages, so the frame's window is a stand-in: an event target with the
 * two calls openPrintView makes on it.
 */
function stubView(frame: HTMLIFrameElement, print: () => void = () => undefined) {
  const view = Object.assign(new EventTarget(), { focus: vi.fn(), print: vi.fn(print) });
  Object.defineProperty(frame, 'contentWindow', { value: view, configurable: true });
  return view;
}

function postFromFrame(frame: HTMLIFrameElement, state: PrintViewMessage['state']) {
  const data: PrintViewMessage = { type: 'restaurantpro:print-view', state };
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
  );
}

afterEach(() => {
  for (const frame of printFrames()) frame.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('PRINT_ROUTES', () => {
  it('spells the print routes, encoding the ids', () => {
    expect(PRINT_ROUTES.ticket('ticket:A-X7K2-000001')).toBe('/print/ticket/ticket%3AA-X7K2-000001');
    expect(PRINT_ROUTES.prebill('check:01J')).toBe('/print/prebill/check%3A01J');
    expect(PRINT_ROUTES.chit('order:01J')).toBe('/print/chit/order%3A01J');
    expect(PRINT_ROUTES.chit('order:01J', { station: 'Cocina caliente', lineIds: ['a', 'b'] })).toBe(
      '/print/chit/order%3A01J?estacion=Cocina+caliente&lineas=a%2Cb',
    );
    expect(PRINT_ROUTES.z('2026-11-24')).toBe('/print/z/2026-11-24');
    expect(PRINT_ROUTES.invoice('ticket:FA-X7K2-000001')).toBe('/print/invoice/ticket%3AFA-X7K2-000001');
  });
});

describe('openPrintView', () => {
  it('loads the route in a hidden frame and prints it once the view is ready', () => {
    openPrintView('/print/z/2026-11-24');
    const [frame] = printFrames();
    expect(frame?.getAttribute('data-print-view')).toBe('/print/z/2026-11-24');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    const view = stubView(frame!);

    postFromFrame(frame!, 'ready');
    expect(view.print).toHaveBeenCalledTimes(1);

    view.dispatchEvent(new Event('afterprint'));
    expect(printFrames()).toHaveLength(0);
  });

  it('lays the frame out at the paper’s width: the roll’s, or an A4 sheet’s', () => {
    openPrintView('/print/ticket/x');
    openPrintView('/print/invoice/x', 'a4');
    expect(printFrames().map((frame) => frame.style.width)).toEqual(['80mm', '210mm']);
  });

  it('ignores messages from elsewhere and drops the frame when the view fails', () => {
    openPrintView('/print/ticket/x');
    const [frame] = printFrames();
    const { print } = stubView(frame!);

    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'restaurantpro:print-view', state: 'ready' },
        origin: window.location.origin,
      }),
    );
    expect(print).not.toHaveBeenCalled();

    postFromFrame(frame!, 'failed');
    expect(print).not.toHaveBeenCalled();
    expect(printFrames()).toHaveLength(0);
  });

  it('never throws when the browser refuses to print', () => {
    openPrintView('/print/prebill/c');
    const [frame] = printFrames();
    const view = stubView(frame!, () => {
      throw new Error('print blocked');
    });
    expect(() => postFromFrame(frame!, 'ready')).not.toThrow();
    expect(view.print).toHaveBeenCalledTimes(1);
    expect(printFrames()).toHaveLength(0);
  });

  it('drops a frame whose view never becomes ready', () => {
    vi.useFakeTimers();
    openPrintView('/print/chit/o');
    expect(printFrames()).toHaveLength(1);
    vi.runAllTimers();
    expect(printFrames()).toHaveLength(0);
  });
});
