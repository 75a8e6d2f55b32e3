import { Button, Stack, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { roleRefusal } from '@restaurantpro/schema';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';
import { useSession } from '../../data/session.ts';
import { useUserAccounts } from '../../data/useAccounts.ts';
import { useAccountAction } from '../../data/writes/useAccountAction.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { NewUserDialog } from './NewUserDialog.tsx';
import { ResetSecretDialog } from './ResetSecretDialog.tsx';
import { byAccountOrder } from './user-form.ts';
import { UserTable } from './UserTable.tsx';
import { RoleGate } from '../../components/RoleGate.tsx';

type Dialog =
  { kind: 'new' } | { kind: 'edit'; user: AccountUser } | { kind: 'password' | 'pin'; user: AccountUser };

/**
 * 'Usuarios' (/users): the restaurant's accounts, for administrators. Create one, change its name or
 * role, reset its password or PIN, deactivate or reactivate it. Accounts live on the gateway only,
 * so this screen needs the connection; anyone else is told, in schema's words, that it is not theirs.
 */
export default function UsersScreen() {
  const user = useSession((state) => state.user);
  return (
    <RoleGate
      title="Usuarios"
      allowed={user?.role === 'admin'}
      reason={roleRefusal('user')}
      description="Pide a un administrador que cree tu cuenta, cambie tu rol o restablezca tu contraseña o tu PIN."
    >
      {user && <UsersView selfId={user.id} />}
    </RoleGate>
  );
}

function UsersView({ selfId }: { selfId: string }) {
  const accounts = useUserAccounts(true);
  const run = useAccountAction();
  const reloadSession = useSession((state) => state.load);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [confirm, setConfirm] = useState<{ user: AccountUser; active: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const rows = useMemo(() => [...(accounts.data ?? [])].sort(byAccountOrder), [accounts.data]);
  const close = () => setDialog(null);

  const setActive = async () => {
    if (!confirm) return;
    setPending(true);
    const { user, active } = confirm;
    await run(
      (api) => api.updateUser(user.id, { isActive: active }),
      active ? TOASTS.userReactivated : TOASTS.userDeactivated,
      TOASTS.userUpdateFailed,
    );
    setPending(false);
    setConfirm(null);
    accounts.reload();
  };

  const confirmName = confirm ? accountName(confirm.user) : '';
  return (
    <Page>
      <PageHeader
        title="Usuarios"
        subtitle="Las cuentas del personal: rol, estado, contraseña y PIN"
        actions={
          <Button colorPalette="brand" minH="11" onClick={() => setDialog({ kind: 'new' })}>
            <UserPlus /> Nuevo usuario
          </Button>
        }
      />
      {accounts.status === 'error' && !accounts.data ? (
        <ErrorState
          title="Error al cargar los usuarios"
          description={accounts.error instanceof Error ? accounts.error.message : undefined}
          onRetry={accounts.reload}
        />
      ) : accounts.status === 'loading' && !accounts.data ? (
        <SkeletonList rows={4} />
      ) : (
        <UserTable
          users={rows}
          selfId={selfId}
          actions={{
            onEdit: (user) => setDialog({ kind: 'edit', user }),
            onResetPassword: (user) => setDialog({ kind: 'password', user }),
            onResetPin: (user) => setDialog({ kind: 'pin', user }),
            onSetActive: (user, active) => setConfirm({ user, active }),
          }}
        />
      )}
      {dialog?.kind === 'new' && <NewUserDialog onClose={close} onCreated={accounts.reload} />}
      {dialog?.kind === 'edit' && (
        <EditUserDialog
          user={dialog.user}
          self={dialog.user.id === selfId}
          onClose={close}
          onSaved={() => {
            accounts.reload();
            // One's own new name shows in the sidebar at once.
            if (dialog.user.id === selfId) void reloadSession();
          }}
        />
      )}
      {(dialog?.kind === 'password' || dialog?.kind === 'pin') && (
        <ResetSecretDialog kind={dialog.kind} user={dialog.user} onClose={close} onDone={accounts.reload} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.active ? `¿Reactivar a ${confirmName}?` : `¿Desactivar a ${confirmName}?`}
        description={
          confirm?.active ? (
            <Text>
              {confirmName} podrá volver a iniciar sesión. Si otra persona usa ahora su PIN, tendrás que darle
              uno nuevo con «Restablecer PIN».
            </Text>
          ) : (
            <Stack gap="2">
              <Text data-testid="deactivate-warning">
                Todas las sesiones de {confirmName} terminan ahora mismo, en todos los dispositivos, y su PIN
                deja de servir en los terminales compartidos.
              </Text>
              <Text color="fg.muted">La cuenta no se borra: puedes reactivarla más adelante.</Text>
            </Stack>
          )
        }
        confirmLabel={confirm?.active ? 'Reactivar' : 'Desactivar'}
        destructive={!confirm?.active}
        pending={pending}
        onConfirm={() => void setActive()}
        onCancel={() => setConfirm(null)}
      />
    </Page>
  );
}
