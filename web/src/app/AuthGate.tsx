import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '@restaurantpro/schema';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { notify } from '../data/notify.ts';
import { TOASTS } from '../lib/toasts.ts';
import type { RouteHandle } from './route-handle.ts';
import { loginUrl, useSession } from '../data/session.ts';

const Landing = lazy(() => import('../screens/landing/index.tsx'));
// PouchDB and the sync machinery load only once someone is signed in.
const DeviceProviders = lazy(() =>
  import('./DeviceProviders.tsx').then((module) => ({ default: module.DeviceProviders })),
);
// The PIN pad reads the replicated settings and draws icons: it loads with the device, never on the
// landing or sign-in screen, whose JS has a budget.
const TerminalGate = lazy(() =>
  import('./TerminalGate.tsx').then((module) => ({ default: module.TerminalGate })),
);

/**
 * Loads the session once, then: 'Cargando...' while it loads; signed in → the account's replicas
 * and the screen (on a shared terminal, behind its PIN pad); signed out → the landing screen on '/', elsewhere a toast and the sign-in redirect.
 */
export function AuthGate() {
  const status = useSession((state) => state.status);
  const account = useSession((state) => state.account);
  const load = useSession((state) => state.load);
  const location = useLocation();

  useEffect(() => {
    if (useSession.getState().status === 'loading') void load();
  }, [load]);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !account) {
    return location.pathname === '/' ? (
      <Suspense fallback={<LoadingScreen />}>
        <Landing />
      </Suspense>
    ) : (
      <SignedOutRedirect returnTo={location.pathname + location.search} />
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DeviceProviders account={account}>
        <TerminalGate>
          <Outlet />
        </TerminalGate>
      </DeviceProviders>
    </Suspense>
  );
}

function SignedOutRedirect({ returnTo }: { returnTo: string }) {
  const matches = useMatches();
  const toastKey =
    [...matches]
      .reverse()
      .map((match) => (match.handle as RouteHandle | undefined)?.unauthorizedToast)
      .find(Boolean) ?? 'unauthorized';
  const toasted = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice: one toast, but the timer is set again after the cleanup.
    if (!toasted.current) {
      toasted.current = true;
      notify(TOASTS[toastKey]);
    }
    // Spec §9: the sign-in redirect waits so the toast can be read.
    const timer = setTimeout(() => window.location.assign(loginUrl(returnTo)), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returnTo, toastKey]);

  return <LoadingScreen />;
}
