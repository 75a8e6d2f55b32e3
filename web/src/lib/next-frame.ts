/** A hidden tab gets no animation frames: the timeout makes sure the wait still ends. */
const HIDDEN_TAB_FALLBACK_MS = 100;

/**
 * Resolves just before the browser paints its next frame: work that only shows something (a
 * confirmation, a reset form) waits there and lets queued work (a replica's push) go first, without
 * appearing any later on screen.
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HIDDEN_TAB_FALLBACK_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
