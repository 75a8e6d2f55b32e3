import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ClipboardList, Utensils } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { allergensByProduct } from '../../lib/order-lines.ts';
import { occupancy, RECENT_ORDERS_SHOWN, tableLabel } from './staff-rules.ts';
import { StaffOrderCard } from './StaffOrderCard.tsx';
import type { StaffData } from './useStaffData.ts';

/** 'Gerente': active orders, occupied tables and the most recent active orders (spec §2). */
export function ManagerView({ data }: { data: StaffData }) {
  const { occupied, total } = occupancy(data.tables);
  const recent = [...data.orders].reverse().slice(0, RECENT_ORDERS_SHOWN);
  const allergens = useMemo(() => allergensByProduct(data.products), [data.products]);
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
              {recent.map((order) => (
                <StaffOrderCard
                  key={order._id}
                  order={order}
                  tableLabel={tableLabel(order.tableId, data.tableNumbers)}
                  rates={data.rates}
                  allergens={allergens}
                />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
