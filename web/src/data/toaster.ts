import { createToaster } from '@chakra-ui/react';

/**
 * The app's single toaster (spec §9): one toast at a time (later ones queue), 5 000 ms by default,
 * closable. Rendered once by <AppToaster/>.
 */
/**
 * A CSS variable a screen may set on the document to lift the toasts above something fixed along the
 * bottom edge (the POS order bar on phones); unset, toasts keep the default 1rem from the edge.
 */
export const TOAST_OFFSET_BOTTOM_VAR = '--toast-offset-bottom';

export const toaster = createToaster({
  placement: 'bottom-end',
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: `var(${TOAST_OFFSET_BOTTOM_VAR}, 1rem)` },
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  // The spec's region hotkey.
  hotkey: ['F8'],
});
