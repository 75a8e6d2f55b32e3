import { SimpleGrid } from '@chakra-ui/react';
import { AlertTriangle, ClipboardList, Euro, Receipt, Users } from 'lucide-react';
import { StatCard } from '../../components/StatCard.tsx';
import { formatEuro } from '../../lib/format.ts';
import { revenueChangeText, type DashboardStats } from './dashboard-data.ts';

/**
 * The figures at the top: money collected today, the value of the checks still open (apart: it is
 * not money yet), active orders, occupied tables, active alerts.
 */
export function StatsRow({
  stats,
  openChecks,
}: {
  stats: DashboardStats | undefined;
  openChecks: { count: number; due: string } | undefined;
}) {
  const loading = stats === undefined;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="4">
      <StatCard
        label="Ventas Hoy"
        icon={<Euro size={20} aria-hidden />}
        loading={loading}
        value={<span data-testid="stat-revenue">{formatEuro(stats?.todayRevenue ?? '0.00')}</span>}
        hint={stats && revenueChangeText(stats.revenueChange)}
      />
      <StatCard
        label="Cuentas abiertas"
        icon={<Receipt size={20} aria-hidden />}
        loading={openChecks === undefined}
        value={<span data-testid="stat-open-checks">{formatEuro(openChecks?.due ?? '0.00')}</span>}
        hint={openChecks && `${openChecks.count} ${openChecks.count === 1 ? 'cuenta sin cobrar' : 'cuentas sin cobrar'}`}
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
