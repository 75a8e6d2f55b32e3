import { Badge } from '@chakra-ui/react';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@restaurantpro/schema';

const PALETTE: Record<InvoiceStatus, string> = { pending: 'yellow', paid: 'green', overdue: 'red', cancelled: 'gray' };

/** 'Pendiente', 'Pagada', 'Vencida' (derived from the due date) or 'Anulada'. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="solid" data-status={status}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
