import { useCallback, useEffect, useState } from 'react';
import { useSession, type DeviceTerminal } from '../session.ts';
import { readRoster, updateRoster, withStaff } from './roster.ts';
import { getTerminal, type StaffMember } from './terminal-api.ts';
import { unlockWithPin } from './unlock.ts';

export type PadConnection = 'checking' | 'online' | 'offline';

export interface TerminalPad {
  /** Who the pad lists: the gateway's staff with a PIN, or offline the list last read. */
  staff: StaffMember[];
  connection: PadConnection;
  /** Tries `pin` for `member`; resolves to the Spanish reason it was refused, or null once unlocked. */
  unlock: (member: StaffMember, pin: string) => Promise<string | null>;
}

/**
 * The PIN pad's use case. The staff list shows at once from the device's memory, then as the gateway
 * gives it; a 401 there means the terminal's session has ended (left, or ended by a manager), and
 * the session is asked again (back to sign-in, or a personal session signed in over it). An accepted PIN makes that person the session's acting user.
 */
export function useTerminalPad(terminal: DeviceTerminal): TerminalPad {
  const [staff, setStaff] = useState(() => readRoster(terminal.id).staff);
  const [connection, setConnection] = useState<PadConnection>('checking');

  useEffect(() => {
    let current = true;
    void getTerminal().then((answer) => {
      if (!current) return;
      if (answer.kind === 'ok') {
        setStaff(updateRoster(terminal.id, (roster) => withStaff(roster, answer.value.staff)).staff);
        setConnection('online');
      } else if (answer.kind === 'refused' && [401, 403, 404].includes(answer.status)) {
        // No terminal behind this session any more: the session decides what the device is now.
        void useSession.getState().load();
      } else {
        setConnection('offline');
      }
    });
    return () => {
      current = false;
    };
  }, [terminal.id]);

  const unlock = useCallback(
    async (member: StaffMember, pin: string) => {
      const outcome = await unlockWithPin(terminal, member, pin);
      if (!outcome.ok) return outcome.message;
      setConnection(outcome.offline ? 'offline' : 'online');
      useSession.getState().unlocked(outcome.user);
      // The fingerprint is a convenience for later offline unlocks: failing to keep one (no WebCrypto
      // on a plain-http page) costs nothing now, but whoever investigates should see why.
      outcome.remembered.catch((error: unknown) => console.warn('No se guardó la huella del PIN', error));
      return null;
    },
    [terminal],
  );

  return { staff, connection, unlock };
}
