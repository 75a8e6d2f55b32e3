import { isManagerRole, roleViewRefusal } from '@restaurantpro/schema';
import { useSession } from '../../data/session.ts';
import { ReportsView } from './ReportsView.tsx';
import { RoleGate } from '../../components/RoleGate.tsx';

/**
 * 'Reportes' (/reports), for managers and administrators: what sold, what it earned and what to
 * change on the menu over a period. Its own chunk (the charts library comes with it, never with the
 * first screen); the figures come from the gateway, so it needs the connection.
 */
export default function ReportsScreen() {
  const role = useSession((state) => state.user?.role);
  return (
    <RoleGate
      title="Reportes"
      allowed={role !== undefined && isManagerRole(role)}
      reason={roleViewRefusal('reports')}
      description="Los informes de ventas los consulta la gerencia."
    >
      <ReportsView />
    </RoleGate>
  );
}
