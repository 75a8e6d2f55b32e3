import { SimpleGrid } from '@chakra-ui/react';
import { AlertTriangle, ClipboardList, Euro, Users } from 'lucide-react';
import { StatCard } from '../../components/StatCard.tsx';
import { formatEuro } from '../../lib/format.ts';
import { revenueChangeText, type DashboardStats } from './dashboard-data.ts';

/** The four figures at the top: sales, active orders, occupied tables, active alerts. */
export function StatsRow({ stats }: { stats: DashboardStats | undefined }) {
  const loading = stats === undefined;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        label="Ventas Hoy"
        icon={<Euro size={20} aria-hidden />}
        loading={loading}
        value={<span data-testid="stat-revenue">{formatEuro(stats?.todayRevenue ?? '0.00')}</span>}
        hint={stats && revenueChangeText(stats.revenueChange)}
      />
      <StatCard
        label="Pedidos Activos"
        icon={<ClipboardList size={20} aria-hidden />}
        loading={loading}
        value={<span data-testid="stat-active-orders">{stats?.activeOrders ?? 0}</span>}
        hint={stats && `${stats.inKitchen} en cocina`}
      />
      <StatCard
        label="Mesas Ocupadas"
        icon={<Users size={20} aria-hidden />}
        loading={loading}
        value={
          <span data-testid="stat-occupied">{`${stats?.occupiedTables ?? 0}/${stats?.totalTables ?? 0}`}</span>
        }
        hint={stats && `${stats.occupancy}% de ocupación`}
      />
      <StatCard
        label="Alertas Activas"
        icon={<AlertTriangle size={20} aria-hidden />}
        loading={loading}
        value={<span data-testid="stat-alerts">{stats?.alerts ?? 0}</span>}
        hint={
          stats &&
          `${stats.productsOutOfStock} ${stats.productsOutOfStock === 1 ? 'producto' : 'productos'} sin stock`
        }
      />
    </SimpleGrid>
  );
}
