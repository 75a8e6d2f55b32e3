import { Badge, Card, DataList, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@restaurantpro/schema';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';
import { useSession, type CurrentUser } from '../../data/session.ts';
import { useMyAccount } from '../../data/useAccounts.ts';
import { sectionsFor } from './account-sections.ts';

/** What the page shows of the person: the gateway's answer, else the session's user (offline). */
function shownAccount(me: AccountUser | undefined, user: CurrentUser | null) {
  if (me)
    return { name: accountName(me), email: me.email, role: me.role, hasPin: me.hasPin as boolean | null };
  if (!user) return null;
  const name = accountName({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
  });
  return { name, email: user.email, role: user.role, hasPin: null };
}

/**
 * 'Mi cuenta' (/account), for everyone signed in: who I am (name, e-mail, role, whether I have a
 * PIN), then the sections of ACCOUNT_SECTIONS my role sees: my password, my PIN and, for managers,
 * the shared terminal.
 */
export default function AccountScreen() {
  useDocumentTitle('Mi cuenta');
  const user = useSession((state) => state.user);
  const me = useMyAccount();
  const shown = shownAccount(me.data, user);
  const meData = me.data ?? null;

  return (
    <Page>
      <PageHeader title="Mi cuenta" subtitle="Tus datos, tu contraseña y tu PIN" />
      <Stack gap="6" maxW="3xl">
        <Card.Root as="section" aria-label="Mis datos" data-testid="account-profile">
          <Card.Body>
            {shown && (
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>Nombre</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="account-name">{shown.name}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Correo electrónico</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="account-email">{shown.email}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Rol</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="account-role">
                    {ROLE_LABELS[shown.role]}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>PIN</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="account-pin">
                    {shown.hasPin === null ? (
                      '—'
                    ) : (
                      <Badge colorPalette={shown.hasPin ? 'green' : 'gray'} variant="subtle">
                        {shown.hasPin ? 'Configurado' : 'Sin PIN'}
                      </Badge>
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            )}
            {me.status === 'error' && (
              <Text fontSize="sm" color="fg.muted" mt="3">
                Sin conexión con el servidor: tu contraseña y tu PIN solo se cambian con conexión.
              </Text>
            )}
          </Card.Body>
        </Card.Root>
        {sectionsFor(user?.role).map(({ id, Component }) => (
          <Component key={id} me={meData} reload={me.reload} />
        ))}
      </Stack>
    </Page>
  );
}
