import { Button, type ButtonProps } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { selectPending, useSyncStore } from '../../sync/sync-store.ts';
import { useSession } from '../../data/session.ts';

/** Signs out through /api/logout, after a warning when local changes have not reached the server. */
export function LogoutButton(props: ButtonProps) {
  const pending = useSyncStore(selectPending);
  const forget = useSession((state) => state.forget);
  const [asking, setAsking] = useState(false);

  const signOut = useCallback(() => {
    forget();
    window.location.assign('/api/logout');
  }, [forget]);

  // The changes reached the server while the warning was up: nothing is lost by leaving now, which
  // is what was asked for.
  useEffect(() => {
    if (asking && pending === 0) signOut();
  }, [asking, pending, signOut]);

  return (
    <>
      <Button
        variant="ghost"
        minH="11"
        justifyContent="start"
        onClick={() => (pending > 0 ? setAsking(true) : signOut())}
        {...props}
      >
        <LogOut aria-hidden /> Cerrar Sesión
      </Button>
      <ConfirmDialog
        open={asking && pending > 0}
        title="Cambios sin sincronizar"
        description={`Hay ${pending} cambio(s) de este dispositivo que aún no han llegado al servidor. Si cierras sesión no se enviarán hasta que vuelvas a entrar con esta cuenta en este dispositivo.`}
        confirmLabel="Cerrar sesión igualmente"
        cancelLabel="Seguir conectado"
        onConfirm={signOut}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
