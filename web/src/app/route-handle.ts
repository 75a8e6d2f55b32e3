/**
 * Route handle: which unauthorized toast a screen shows (spec §6: the staff screen's is Spanish).
 * Apart from `routes.tsx` because the gate and the layouts it mounts read it, and the routes mount them.
 */
export interface RouteHandle {
  unauthorizedToast?: 'unauthorized' | 'unauthorizedEs';
  /**
   * Below lg the screen shows the sync indicator in its own header, and the full-screen layout does
   * not float one in the bottom corner (the POS keeps its order bar there on phones).
   */
  syncIndicatorInHeader?: boolean;
}
