import { create } from 'zustand';
import { ROLE_LABELS, type Role } from '@restaurantpro/schema';
import { forgetLastReport } from './last-report.ts';

/** The signed-in user as `GET /api/auth/user` returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** A device a manager turned into a shared terminal ('TPV barra'): the gateway's `terminal:<id>`. */
export interface DeviceTerminal {
  id: string;
  name: string;
}

interface SessionState {
  status: SessionStatus;
  /**
   * The account signed in on this device (the session cookie's); on a shared terminal, the manager
   * who made it one. The device's replicas are this account's, whoever acts.
   */
  account: CurrentUser | null;
  /**
   * Who acts, and so who every document written records (`waiterId`, `updatedBy`): the account, or
   * on a shared terminal the person who unlocked it with their PIN, null while the pad shows.
   */
  user: CurrentUser | null;
  /** Set while this device is a shared terminal; kept across restarts. */
  terminal: DeviceTerminal | null;
  /** True when the user comes from the device's memory because the server could not be reached. */
  fromCache: boolean;
  /** Asks the server who is signed in; offline, falls back to the last known user (DESIGN §6). */
  load: () => Promise<void>;
  signedIn: (user: CurrentUser) => void;
  /**
   * Forgets the user (and the last report kept for offline reading) on this device, before
   * navigating to /api/logout. The screen keeps its state:
   * turning signed-out here would mount the sign-in redirect, whose timer can win over the logout.
   */
  forget: () => void;
  /** The gateway made this device's session a shared terminal's: from now on it opens locked. */
  becameTerminal: (terminal: DeviceTerminal) => void;
  /** Someone unlocked the terminal with their PIN: they act until it locks. */
  unlocked: (user: CurrentUser) => void;
  /** Back to the PIN pad; `reason` is the gateway's when it refused the acting user. */
  lock: (reason?: string | null) => void;
  /** Why the terminal last locked itself, shown on the pad until someone unlocks it. */
  lockReason: string | null;
  /** The terminal's session ended (left, or ended by a manager): the device goes back to sign-in. */
  leftTerminal: () => void;
}

const STORAGE_KEY = 'restaurantpro:last-user';
const TERMINAL_KEY = 'restaurantpro:terminal';

function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    if (value !== null) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the session still works online.
  }
}

const readCachedUser = () => readStored<CurrentUser>(STORAGE_KEY);
const cacheUser = (user: CurrentUser | null) => store(STORAGE_KEY, user);

function readTerminal(): DeviceTerminal | null {
  const terminal = readStored<Partial<DeviceTerminal>>(TERMINAL_KEY);
  return typeof terminal?.id === 'string' && typeof terminal.name === 'string'
    ? { id: terminal.id, name: terminal.name }
    : null;
}

/** What the server's answer about the session means for this device. */
type Verdict = 'alive' | 'ended' | 'unreachable';

function verdictOf(status: number, terminal: boolean): Verdict {
  if (status >= 200 && status < 300) return 'alive';
  if (status === 401 || status === 403) return 'ended';
  // `/api/terminal` on a personal session (someone signed in over the terminal with a password).
  if (terminal && status === 404) return 'ended';
  // Gateway unreachable behind a proxy (502/503/504): treat as offline, not as signed out.
  return 'unreachable';
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  account: null,
  user: null,
  terminal: readTerminal(),
  fromCache: false,
  load: async () => {
    const terminal = get().terminal;
    const signedOut = { status: 'signed-out' as const, account: null, user: null, fromCache: false };
    const fromCache = () => {
      const cached = readCachedUser();
      // A terminal opens locked: the cached account is its creator, not whoever acted last.
      const user = terminal ? get().user : cached;
      return {
        status: cached ? ('signed-in' as const) : ('signed-out' as const),
        account: cached,
        user: cached ? user : null,
        fromCache: cached !== null,
      };
    };
    let response: Response;
    try {
      // A terminal's session answers only about the terminal until someone unlocks it.
      response = await fetch(terminal ? '/api/terminal' : '/api/auth/user', {
        credentials: 'include',
        cache: 'no-store',
      });
    } catch {
      // Network down: keep working with the last known user, if any.
      set(fromCache());
      return;
    }
    const verdict = verdictOf(response.status, terminal !== null);
    if (verdict === 'unreachable') {
      set(fromCache());
    } else if (verdict === 'ended' && terminal) {
      // The terminal's session is over (left, ended by a manager, or someone signed in over it with
      // a password): the device is a terminal no more; ask again as for any device.
      store(TERMINAL_KEY, null);
      set({ terminal: null, user: null, lockReason: null });
      await get().load();
    } else if (verdict === 'ended') {
      cacheUser(null);
      set(signedOut);
    } else if (terminal) {
      const account = readCachedUser();
      if (account) set({ status: 'signed-in', account, user: get().user, fromCache: false });
      else set(signedOut);
    } else {
      let user: CurrentUser;
      try {
        user = (await response.json()) as CurrentUser;
      } catch {
        // The connection dropped while the answer was read: as offline as no answer at all.
        set(fromCache());
        return;
      }
      cacheUser(user);
      set({ status: 'signed-in', account: user, user, fromCache: false });
    }
  },
  signedIn: (user) => {
    // A password sign-in starts an ordinary session: whatever terminal the device was is over.
    cacheUser(user);
    store(TERMINAL_KEY, null);
    set({ status: 'signed-in', account: user, user, terminal: null, lockReason: null, fromCache: false });
  },
  // The last report kept for offline reading holds the restaurant's figures: it leaves with the user.
  forget: () => {
    cacheUser(null);
    forgetLastReport();
  },
  becameTerminal: (terminal) => {
    store(TERMINAL_KEY, terminal);
    set({ terminal, user: null, lockReason: null });
  },
  unlocked: (user) => {
    if (get().terminal) set({ user, lockReason: null });
  },
  lock: (reason = null) => {
    if (get().terminal) set({ user: null, lockReason: reason });
  },
  lockReason: null,
  leftTerminal: () => {
    store(TERMINAL_KEY, null);
    cacheUser(null);
    forgetLastReport();
    set({ status: 'signed-out', account: null, user: null, terminal: null, fromCache: false });
  },
}));

/** Who acts on a shared terminal, or null: the `x-acting-user` every `/api` request carries. */
export function actingUserId(): string | null {
  const { terminal, user } = useSession.getState();
  return terminal && user ? user.id : null;
}

/** First name, else e-mail, else 'Usuario' (spec §2 sidebar). */
export function displayName(user: CurrentUser | null): string {
  return user?.firstName?.trim() || user?.email || 'Usuario';
}

/** Spanish role label, 'Usuario' when unknown. */
export function roleLabel(user: CurrentUser | null): string {
  return (user && ROLE_LABELS[user.role]) || 'Usuario';
}

/** Where the gateway's sign-in starts; it sends the browser to /login and back to `returnTo`. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Only same-app paths are accepted as a return target (no open redirects). */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/api/') || value.startsWith('/login')) {
    return '/';
  }
  return value;
}
