import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../data/session.ts';
import { signalPrintView } from '../lib/print.ts';

// PouchDB loads only once someone is signed in, as for the app's screens.
const ReplicaProvider = lazy(() =>
  import('../data/ReplicaProvider.tsx').then((module) => ({ default: module.ReplicaProvider })),
);

/**
 * The gate of the print views: the session, then the local replicas, and nothing else. No sidebar and
 * no sync: a print view usually runs in a hidden frame beside the app, whose own sync keeps the
 * replica current; a second replication from the frame would only double the traffic.
 */
export function PrintGate() {
  const status = useSession((state) => state.status);
  // The replicas are the account's: a print view prints whatever the screen behind it asked for.
  const user = useSession((state) => state.account);
  const load = useSession((state) => state.load);

  useEffect(() => {
    if (useSession.getState().status === 'loading') void load();
  }, [load]);

  const signedOut = status === 'signed-out' || (status !== 'loading' && !user);
  useEffect(() => {
    if (signedOut) signalPrintView('failed');
  }, [signedOut]);

  if (status === 'loading') return <p role="status">Cargando...</p>;
  if (signedOut || !user) return <p role="alert">Inicia sesión para imprimir.</p>;
  return (
    <Suspense fallback={<p role="status">Cargando...</p>}>
      <ReplicaProvider user={user}>
        <Outlet />
      </ReplicaProvider>
    </Suspense>
  );
}
