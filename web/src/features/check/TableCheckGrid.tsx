import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { TABLE_STATUS_SHORT_LABELS } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import { formatEuro } from '../../lib/format.ts';
import { sinceLabel } from '../../lib/floor-checks.ts';
import { TableStatusBadge } from '../../components/TableStatusBadge.tsx';
import { useNow } from '../../components/useNow.ts';

/** Whether a waiter can take an order at the table now: a free one opens a check, a live check takes a round. */
export function takesOrders(entry: Pick<FloorTableCheck, 'state'>): boolean {
  return entry.state === 'available' || entry.state === 'occupied' || entry.state === 'bill_requested';
}

/**
 * The floor's tables as a picker, 2 to 4 columns by width: each with its state, and with a live
 * check its bill's total and the time since it opened. A table in Limpieza is chosen too: its panel offers
 * 'Mesa lista'. A reserved table is set by hand in the back office.
 */
export function TableCheckGrid({
  tables,
  onChoose,
}: {
  tables: readonly FloorTableCheck[];
  onChoose: (entry: FloorTableCheck) => void;
}) {
  const now = useNow();
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" aria-label="Mesas">
      {tables.map((entry) => (
        <Button
          key={entry.table._id}
          variant="outline"
          h="auto"
          minH="24"
          py="3"
          flexDirection="column"
          gap="1"
          disabled={entry.state === 'reserved'}
          onClick={() => onChoose(entry)}
          data-testid="staff-table"
          data-table={entry.table.number}
          data-status={entry.state}
        >
          <Text fontSize="xl" fontWeight="bold">{`Mesa ${entry.table.number}`}</Text>
          <TableStatusBadge status={entry.state} label={TABLE_STATUS_SHORT_LABELS[entry.state]} />
          {entry.check && entry.bill && (
            <Text fontSize="sm" color="fg.muted" data-testid="table-check-summary">
              {`${formatEuro(entry.bill.total)} · ${sinceLabel(entry.check.createdAt, now)}`}
            </Text>
          )}
        </Button>
      ))}
    </SimpleGrid>
  );
}
