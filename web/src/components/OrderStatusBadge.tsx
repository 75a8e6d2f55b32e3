import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS_PALETTE } from './palettes.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@restaurantpro/schema';

/** Order status in the same colour everywhere; 'ready' pulses (spec §4). `label` overrides the text. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  return (
    <Badge
      colorPalette={ORDER_STATUS_PALETTE[status]}
      variant="solid"
      animation={status === 'ready' ? 'pulse' : undefined}
      data-status={status}
    >
      {label ?? ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
