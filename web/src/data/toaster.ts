import { createToaster } from '@chakra-ui/react';

/**
 * The app's single toaster (spec §9): one toast at a time (later ones queue), 5 000 ms by default,
 * closable. Rendered once by <AppToaster/>.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  // The spec's region hotkey.
  hotkey: ['F8'],
});
