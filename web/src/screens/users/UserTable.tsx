import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { Hash, KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { ROLE_LABELS } from '@restaurantpro/schema';
import { ActionIconButton } from '../../components/ActionIconButton.tsx';
import { ListTable } from '../../components/ListTable.tsx';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';

const COLUMNS = [
  { label: 'Nombre' },
  { label: 'Correo electrónico' },
  { label: 'Rol' },
  { label: 'Estado' },
  { label: 'PIN' },
];

/** What a row's buttons do; each opens its dialog or confirmation. */
export interface UserRowActions {
  onEdit: (user: AccountUser) => void;
  onResetPassword: (user: AccountUser) => void;
  onResetPin: (user: AccountUser) => void;
  onSetActive: (user: AccountUser, active: boolean) => void;
}

/**
 * Every account: name, e-mail, role, 'Activo'/'Inactivo' and whether it has a PIN, with one button per
 * action, each named after the person for screen readers and tests ('Desactivar Ana Pérez'). The
 * signed-in admin's own row cannot deactivate itself (the gateway refuses it too).
 */
export function UserTable({
  users,
  selfId,
  actions,
}: {
  users: readonly AccountUser[];
  selfId: string | undefined;
  actions: UserRowActions;
}) {
  return (
    <ListTable columns={COLUMNS} actions>
      {users.map((user) => {
        const name = accountName(user);
        const self = user.id === selfId;
        return (
          <Table.Row key={user.id} data-testid="user-row" data-email={user.email} data-active={user.isActive}>
            <Table.Cell fontWeight="medium">
              {name}
              {self && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  (tú)
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{user.email}</Table.Cell>
            <Table.Cell data-testid="user-role">{ROLE_LABELS[user.role]}</Table.Cell>
            <Table.Cell>
              <Badge
                colorPalette={user.isActive ? 'green' : 'gray'}
                variant="subtle"
                data-testid="user-state"
              >
                {user.isActive ? 'Activo' : 'Inactivo'}
              </Badge>
            </Table.Cell>
            <Table.Cell data-testid="user-pin">{user.hasPin ? 'Sí' : 'No'}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="end">
                <ActionIconButton
                  label={`Editar ${name}`}
                  icon={<Pencil />}
                  onClick={() => actions.onEdit(user)}
                />
                <ActionIconButton
                  label={`Restablecer contraseña de ${name}`}
                  icon={<KeyRound />}
                  onClick={() => actions.onResetPassword(user)}
                />
                <ActionIconButton
                  label={`Restablecer PIN de ${name}`}
                  icon={<Hash />}
                  onClick={() => actions.onResetPin(user)}
                />
                {user.isActive ? (
                  <ActionIconButton
                    label={`Desactivar ${name}`}
                    icon={<UserX />}
                    palette="red"
                    disabled={self}
                    onClick={() => actions.onSetActive(user, false)}
                  />
                ) : (
                  <ActionIconButton
                    label={`Reactivar ${name}`}
                    icon={<UserCheck />}
                    palette="green"
                    onClick={() => actions.onSetActive(user, true)}
                  />
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
