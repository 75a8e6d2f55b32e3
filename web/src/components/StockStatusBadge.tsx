import { Badge } from '@chakra-ui/react';
import { STOCK_STATUS_PALETTE } from './palettes.ts';
import { STOCK_STATUS_LABELS, type StockStatus } from '@restaurantpro/schema';

/** Stock level: OK green, Bajo orange, Agotado red. */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <Badge colorPalette={STOCK_STATUS_PALETTE[status]} variant="solid" data-status={status}>
      {STOCK_STATUS_LABELS[status]}
    </Badge>
  );
}
