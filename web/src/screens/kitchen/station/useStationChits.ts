import { useEffect, useRef } from 'react';
import { isHeld, type Order, type StationTicket } from '@restaurantpro/schema';
import { openPrintView, PRINT_ROUTES } from '../../../lib/print.ts';

/**
 * A station that prints chits prints, for each round, the fired lines of it that reach its board while
 * the board is open: a new round, a held course when it is fired, a line passed over from another
 * station. Each chit goes through the hidden print frame (it never holds the screen up), under the
 * station's name. What the board showed when it opened is already on screen: it is not printed.
 */
export function useStationChits(
  station: { name: string; printChits: boolean } | undefined,
  tickets: ReadonlyArray<StationTicket<Order>>,
  loaded: boolean,
): void {
  /** Lines printed (or shown when the board opened), by round; null until the rounds are read. */
  const printed = useRef<Map<string, Set<string>> | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const first = printed.current === null;
    const known = (printed.current ??= new Map());
    for (const { round, lines } of tickets) {
      const done = known.get(round._id) ?? new Set<string>();
      known.set(round._id, done);
      const fresh = lines
        .filter((line) => !isHeld(line) && line.void === undefined && !done.has(line.id))
        .map((line) => line.id);
      for (const id of fresh) done.add(id);
      if (first || fresh.length === 0 || station?.printChits !== true) continue;
      openPrintView(PRINT_ROUTES.chit(round._id, { station: station.name, lineIds: fresh }));
    }
  }, [tickets, loaded, station]);
}
