import { Badge } from '@chakra-ui/react';
import { STOCK_STATUS_PALETTE } from '../app/theme.ts';
import { STOCK_STATUS_TEXT, type StockStatus } from '../lib/labels.ts';

/** Stock level: OK green, Bajo orange, Agotado red. */
export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <Badge colorPalette={STOCK_STATUS_PALETTE[status]} variant="solid" data-status={status}>
      {STOCK_STATUS_TEXT[status]}
    </Badge>
  );
}
