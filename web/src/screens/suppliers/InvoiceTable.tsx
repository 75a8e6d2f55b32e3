import { Button, HStack, IconButton, Link, Table } from '@chakra-ui/react';
import { Check, FileText, Pencil } from 'lucide-react';
import { ListTable } from '../../components/ListTable.tsx';
import { Money } from '../../components/Money.tsx';
import { formatCalendarDate, type InvoiceRow } from './invoice-list.ts';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';

/**
 * Invoices with their status as of today. 'Marcar pagada' shows on those still to pay (pending or
 * overdue); the document, when attached, opens in a new tab.
 */
export function InvoiceTable({
  rows,
  showSupplier,
  onEdit,
  onPay,
}: {
  rows: readonly InvoiceRow[];
  /** False on the supplier's own page, where every row is the same supplier. */
  showSupplier: boolean;
  onEdit: (row: InvoiceRow) => void;
  onPay: (row: InvoiceRow) => void;
}) {
  const columns = [
    { label: 'Número de factura' },
    ...(showSupplier ? [{ label: 'Proveedor' }] : []),
    { label: 'Fecha' },
    { label: 'Vencimiento' },
    { label: 'Importe', end: true },
    { label: 'Estado' },
  ];
  return (
    <ListTable columns={columns} actions>
      {rows.map((row) => (
        <Table.Row key={row.invoice._id} data-testid="invoice-row" data-number={row.invoice.invoiceNumber}>
          <Table.Cell fontWeight="medium">
            <HStack gap="2">
              {row.invoice.invoiceNumber}
              {row.invoice.documentUrl && (
                <Link href={row.invoice.documentUrl} target="_blank" rel="noreferrer" aria-label={`Documento de ${row.invoice.invoiceNumber}`}>
                  <FileText size={16} />
                </Link>
              )}
            </HStack>
          </Table.Cell>
          {showSupplier && <Table.Cell>{row.supplierName}</Table.Cell>}
          <Table.Cell className="tabular">{formatCalendarDate(row.invoice.date)}</Table.Cell>
          <Table.Cell className="tabular">{row.invoice.dueDate ? formatCalendarDate(row.invoice.dueDate) : '—'}</Table.Cell>
          <Table.Cell textAlign="end">
            <Money amount={row.invoice.amount} />
          </Table.Cell>
          <Table.Cell>
            <InvoiceStatusBadge status={row.status} />
          </Table.Cell>
          <Table.Cell>
            <HStack gap="1" justify="end">
              {(row.status === 'pending' || row.status === 'overdue') && (
                <Button size="sm" variant="outline" minH="11" onClick={() => onPay(row)}>
                  <Check /> Marcar pagada
                </Button>
              )}
              <IconButton
                aria-label={`Editar factura ${row.invoice.invoiceNumber}`}
                variant="ghost"
                minW="11"
                minH="11"
                onClick={() => onEdit(row)}
              >
                <Pencil />
              </IconButton>
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
