import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '@restaurantpro/schema';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { notify } from '../data/notify.ts';
import { TOASTS } from '../lib/toasts.ts';
import type { RouteHandle } from './routes.tsx';
import { loginUrl, useSession } from '../data/session.ts';

const Landing = lazy(() => import('../screens/landing/index.tsx'));
// PouchDB and the sync machinery load only once someone is signed in.
const DeviceProviders = lazy(() =>
  import('./DeviceProviders.tsx').then((module) => ({ default: module.DeviceProviders })),
);


/**
 * Loads the session once, then: 'Cargando...' while it loads; signed in → the replicas and the
 * screen; signed out → the landing screen on '/', elsewhere a toast and the sign-in redirect.
 */
export function AuthGate() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const load = useSession((state) => state.load);
  const location = useLocation();

  useEffect(() => {
    if (useSession.getState().status === 'loading') void load();
  }, [load]);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !user) {
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
      <DeviceProviders user={user}>
        <Outlet />
      </DeviceProviders>
    </Suspense>
  );
}

function SignedOutRedirect({ returnTo }: { returnTo: string }) {
  const matches = useMatches();
  const toastKey =
    [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.unauthorizedToast).find(Boolean) ??
    'unauthorized';
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
