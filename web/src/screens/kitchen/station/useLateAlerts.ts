import { useEffect, useRef } from 'react';
import { screenToast } from '../../../data/notify.ts';
import type { AlertSound } from './useAlertSound.ts';

/** A ticket past red: who it is for the alert, and its key (round and firing, so a new course alerts anew). */
export interface LateTicket {
  key: string;
  label: string;
}

/**
 * Alerts once per ticket when it turns red: the kitchen's toast names it, and the sound plays when it
 * is on. A ticket already alerted stays red on the board without alerting again.
 */
export function useLateAlerts(late: readonly LateTicket[], sound: AlertSound): void {
  const alerted = useRef(new Set<string>());
  // After every render with late tickets: only those not alerted yet alert, so running again is harmless.
  useEffect(() => {
    const fresh = late.filter((ticket) => !alerted.current.has(ticket.key));
    if (fresh.length === 0) return;
    for (const ticket of fresh) alerted.current.add(ticket.key);
    screenToast('kitchen', {
      type: 'warning',
      title: fresh.length === 1 ? 'Pedido con retraso' : 'Pedidos con retraso',
      description: fresh.map((ticket) => ticket.label).join(', '),
    });
    sound.beep();
  }, [late, sound]);
}
