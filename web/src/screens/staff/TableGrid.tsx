import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { TableStatusBadge } from '../../components/TableStatusBadge.tsx';
import { canStartOrder, staffTableStatus } from './staff-rules.ts';
import type { StaffTable } from './useStaffData.ts';

/** The floor's tables, 2 to 4 columns by width (spec §9); only a free table starts an order. */
export function TableGrid({
  tables,
  onChoose,
}: {
  tables: readonly StaffTable[];
  onChoose: (table: StaffTable) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" aria-label="Mesas">
      {tables.map((table) => {
        const status = staffTableStatus(table.status);
        return (
          <Button
            key={table._id}
            variant="outline"
            h="auto"
            minH="24"
            py="3"
            flexDirection="column"
            gap="2"
            disabled={!canStartOrder(table)}
            onClick={() => onChoose(table)}
            data-testid="staff-table"
            data-table={table.number}
            data-status={status}
          >
            <Text fontSize="xl" fontWeight="bold">{`Mesa ${table.number}`}</Text>
            <TableStatusBadge status={status} />
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
