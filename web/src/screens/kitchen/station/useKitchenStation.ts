import { useCallback, useState } from 'react';

/** What a kitchen screen shows: every order ('all'), one station's lines (its id), or the pass. */
export type KitchenView = 'all' | 'pase' | { stationId: string };

const KEY = 'restaurantpro:kitchen-station';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice as a view; anything unreadable is the whole kitchen. */
export function parseKitchenView(stored: string | null): KitchenView {
  if (stored === null || stored === '' || stored === 'all') return 'all';
  if (stored === 'pase') return 'pase';
  return { stationId: stored };
}

export function kitchenViewValue(view: KitchenView): string {
  return typeof view === 'string' ? view : view.stationId;
}

/**
 * The station this device shows, remembered on the device (not the account): the bar's tablet stays
 * the bar's whoever signs in on it, and a reload comes back to it.
 */
export function useKitchenStation(): [KitchenView, (view: KitchenView) => void] {
  const [view, setView] = useState<KitchenView>(() => parseKitchenView(storage()?.getItem(KEY) ?? null));
  const choose = useCallback((next: KitchenView) => {
    try {
      storage()?.setItem(KEY, kitchenViewValue(next));
    } catch {
      // A full or refused storage forgets the choice at the next reload; the screen still switches.
    }
    setView(next);
  }, []);
  return [view, choose];
}
