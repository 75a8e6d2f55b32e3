import { Badge } from '@chakra-ui/react';
import { TABLE_STATUS_PALETTE } from './palettes.ts';
import { TABLE_STATUS_LABELS, type TableStatus } from '@restaurantpro/schema';

/** Table status: Libre/Disponible green, Ocupada red, Reservada amber, Limpieza grey. */
export function TableStatusBadge({ status, label }: { status: TableStatus; label?: string }) {
  return (
    <Badge colorPalette={TABLE_STATUS_PALETTE[status]} variant="subtle" data-status={status}>
      {label ?? TABLE_STATUS_LABELS[status]}
    </Badge>
  );
}
