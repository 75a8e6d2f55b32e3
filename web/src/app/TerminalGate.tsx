import { useCallback, type ReactNode } from 'react';
import { SETTINGS_ID } from '@restaurantpro/schema';
import type { StoredSettings } from '../data/repositories/settings.ts';
import { useSession } from '../data/session.ts';
import { OrderSentContext } from '../data/terminal/order-sent.ts';
import { terminalIdleMs, useIdleLock } from '../data/terminal/useIdleLock.ts';
import { useLiveDoc } from '../data/useLiveDoc.ts';
import { TerminalPad } from '../screens/terminal/TerminalPad.tsx';

/**
 * On a shared terminal, what stands between the screens and whoever is in front of it: the PIN pad
 * while nobody has unlocked it, then the screens as that person until it locks again (idle time,
 * 'Bloquear', or each sent order when the settings say so). The replicas underneath keep syncing
 * throughout, so the kitchen still gets the bar's orders while the pad shows. Elsewhere it is a
 * pass-through.
 */
export function TerminalGate({ children }: { children: ReactNode }) {
  const terminal = useSession((state) => state.terminal);
  const user = useSession((state) => state.user);
  if (!terminal) return children;
  if (!user) return <TerminalPad terminal={terminal} />;
  return <UnlockedTerminal>{children}</UnlockedTerminal>;
}

function UnlockedTerminal({ children }: { children: ReactNode }) {
  const settings = useLiveDoc<StoredSettings>('floor', SETTINGS_ID);
  const lock = useCallback(() => useSession.getState().lock(), []);
  useIdleLock(terminalIdleMs(settings.data), lock);
  const lockAfterOrder = settings.data?.terminalLockAfterOrder === true;
  const orderSent = useCallback(() => {
    if (lockAfterOrder) lock();
  }, [lockAfterOrder, lock]);
  // One local read (a few milliseconds) before the screens: an order sent in that instant would
  // otherwise miss the restaurant's lock-after-order choice.
  if (settings.status === 'loading') return null;
  return <OrderSentContext.Provider value={orderSent}>{children}</OrderSentContext.Provider>;
}
