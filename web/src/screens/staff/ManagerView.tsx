import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ClipboardList, Utensils } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { occupancy, RECENT_ORDERS_SHOWN } from './staff-rules.ts';
import { StaffOrderCards } from './StaffOrderCards.tsx';
import type { StaffData } from './useStaffData.ts';

/** 'Gerente': active orders, occupied tables and the most recent active orders (spec §2). */
export function ManagerView({ data }: { data: StaffData }) {
  const { occupied, total } = occupancy(data.tables);
  const recent = [...data.orders].reverse().slice(0, RECENT_ORDERS_SHOWN);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Panel de Gerencia
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <StatCard
          label="Pedidos Activos"
          value={<span data-testid="staff-active-orders">{data.orders.length}</span>}
          icon={<ClipboardList />}
        />
        <StatCard
          label="Mesas Ocupadas"
          value={<span data-testid="staff-occupied-tables">{`${occupied}/${total}`}</span>}
          icon={<Utensils />}
        />
      </SimpleGrid>
      <Card.Root>
        <Card.Header>
          <Card.Title>Pedidos Recientes</Card.Title>
        </Card.Header>
        <Card.Body>
          {recent.length === 0 ? (
            <EmptyState title="No hay pedidos activos" />
          ) : (
            <Stack gap="2">
              <StaffOrderCards orders={recent} data={data} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
