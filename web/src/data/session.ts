import { create } from 'zustand';
import { ROLE_LABELS, type Role } from '@restaurantpro/schema';
import { forgetLastReport } from './reports.ts';

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

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
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
}

const STORAGE_KEY = 'restaurantpro:last-user';

function readCachedUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

function cacheUser(user: CurrentUser | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the session still works online.
  }
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  fromCache: false,
  load: async () => {
    let response: Response;
    try {
      response = await fetch('/api/auth/user', { credentials: 'include', cache: 'no-store' });
    } catch {
      // Network down: keep working with the last known user, if any.
      const cached = readCachedUser();
      set({ status: cached ? 'signed-in' : 'signed-out', user: cached, fromCache: cached !== null });
      return;
    }
    if (response.ok) {
      const user = (await response.json()) as CurrentUser;
      cacheUser(user);
      set({ status: 'signed-in', user, fromCache: false });
    } else if (response.status === 401 || response.status === 403) {
      cacheUser(null);
      set({ status: 'signed-out', user: null, fromCache: false });
    } else {
      // Gateway unreachable behind a proxy (502/503/504): treat as offline, not as signed out.
      const cached = readCachedUser();
      set({ status: cached ? 'signed-in' : 'signed-out', user: cached, fromCache: cached !== null });
    }
  },
  signedIn: (user) => {
    cacheUser(user);
    set({ status: 'signed-in', user, fromCache: false });
  },
  // The last report kept for offline reading holds the restaurant's figures: it leaves with the user.
  forget: () => {
    cacheUser(null);
    forgetLastReport();
  },
}));

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
