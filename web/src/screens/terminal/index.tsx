import { ShieldAlert } from 'lucide-react';
import { isManagerRole } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useSession } from '../../data/session.ts';
import { TerminalSetup } from './TerminalSetup.tsx';

/** /terminal: the 'Terminal compartido' section on its own page (managers and admins). */
export default function TerminalScreen() {
  useDocumentTitle('Terminal compartido');
  const role = useSession((state) => state.user?.role);
  return (
    <Page>
      <PageHeader title="Terminal compartido" subtitle="Un dispositivo para todo el equipo, con PIN" />
      {role && isManagerRole(role) ? (
        <TerminalSetup />
      ) : (
        <EmptyState
          icon={<ShieldAlert />}
          title="Solo gerencia o administración pueden preparar un terminal compartido"
        />
      )}
    </Page>
  );
}
