import { isManagerRole, roleViewRefusal } from '@restaurantpro/schema';
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useSession } from '../../data/session.ts';
import { ReportsView } from './ReportsView.tsx';

/**
 * 'Reportes' (/reports), for managers and administrators: what sold, what it earned and what to
 * change on the menu over a period. Its own chunk (the charts library comes with it, never with the
 * first screen); the figures come from the gateway, so it needs the connection.
 */
export default function ReportsScreen() {
  useDocumentTitle('Reportes');
  const role = useSession((state) => state.user?.role);
  if (role === undefined || !isManagerRole(role)) {
    return (
      <Page>
        <PageHeader title="Reportes" />
        <EmptyState
          icon={<ShieldAlert />}
          title={roleViewRefusal('reports')}
          description="Los informes de ventas los consulta la gerencia."
        />
      </Page>
    );
  }
  return <ReportsView />;
}
