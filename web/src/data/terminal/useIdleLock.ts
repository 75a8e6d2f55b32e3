import { useEffect } from 'react';
import { TERMINAL_IDLE_MINUTES_DEFAULT, type Settings } from '@restaurantpro/schema';
import { IdleTimer, systemIdleClock, type IdleClock } from '../../lib/idle-timer.ts';

/** What counts as someone using the terminal: any touch, click, key or scroll. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** How long a shared terminal stays unlocked with no input: the settings' minutes, else 2. */
export function terminalIdleMs(settings: Pick<Settings, 'terminalIdleMinutes'> | null | undefined): number {
  return (settings?.terminalIdleMinutes ?? TERMINAL_IDLE_MINUTES_DEFAULT) * 60_000;
}

/**
 * Calls `onIdle` once nobody has touched the page for `idleMs`. Listens in the capture phase, so a
 * screen that stops an event's propagation still counts as use. `clock` is for tests.
 */
export function useIdleLock(idleMs: number, onIdle: () => void, clock: IdleClock = systemIdleClock): void {
  useEffect(() => {
    const timer = new IdleTimer(idleMs, onIdle, clock);
    const touch = () => timer.touch();
    for (const type of INPUT_EVENTS) window.addEventListener(type, touch, { capture: true, passive: true });
    timer.start();
    return () => {
      timer.stop();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [idleMs, onIdle, clock]);
}
