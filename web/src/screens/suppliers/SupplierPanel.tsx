import { Button, CloseButton, Drawer, Flex, Heading, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { ListTable } from '../../components/ListTable.tsx';
import { Money } from '../../components/Money.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { supplierDeliveries, type StoredDelivery } from './delivery-rows.ts';
import { formatCalendarDate, invoiceTotals, type InvoiceRow } from './invoice-list.ts';
import { InvoiceTable } from './InvoiceTable.tsx';
import { InvoiceTotalsBar } from './InvoiceTotalsBar.tsx';
import { NumberCell } from '../../components/NumberCell.tsx';

const DELIVERY_COLUMNS = [
  { label: 'Fecha' },
  { label: 'Albarán' },
  { label: 'Líneas', end: true },
  { label: 'Total', end: true },
];

function Detail({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/** The supplier's page: its details, its invoices ('Facturas') and the deliveries received from it ('Entregas'). */
export function SupplierPanel({
  supplier,
  rows,
  deliveries,
  onClose,
  onEdit,
  onNewInvoice,
  onEditInvoice,
  onPay,
}: {
  supplier: StoredSupplier;
  /** Every invoice; the panel keeps this supplier's. */
  rows: readonly InvoiceRow[];
  deliveries: readonly StoredDelivery[];
  onClose: () => void;
  onEdit: () => void;
  onNewInvoice: () => void;
  onEditInvoice: (row: InvoiceRow) => void;
  onPay: (row: InvoiceRow) => void;
}) {
  const id = refOf(supplier);
  const invoices = useMemo(() => rows.filter((row) => row.invoice.supplierId === id), [rows, id]);
  const received = useMemo(() => supplierDeliveries(deliveries, id), [deliveries, id]);

  return (
    <Drawer.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size={{ base: 'full', md: 'xl' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="supplier-panel">
            <Drawer.Header>
              <Flex gap="3" align="center" justify="space-between" wrap="wrap" pe="10">
                <Drawer.Title>{supplier.name}</Drawer.Title>
                <Button variant="outline" minH="11" onClick={onEdit}>
                  <Pencil /> Editar proveedor
                </Button>
              </Flex>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="8">
                <Stack gap="1">
                  <Detail label="Persona de contacto" value={supplier.contactPerson} />
                  <Detail label="Correo electrónico" value={supplier.email} />
                  <Detail label="Teléfono" value={supplier.phone} />
                  <Detail label="Dirección" value={supplier.address} />
                  <Detail label="NIF/CIF" value={supplier.taxId} />
                  {!supplier.isActive && <Text color="fg.muted">Proveedor inactivo</Text>}
                </Stack>

                <Stack gap="3" as="section" aria-label="Facturas">
                  <Flex justify="space-between" align="center" gap="2">
                    <Heading as="h2" size="md">
                      Facturas
                    </Heading>
                    {supplier.isActive && (
                      <Button colorPalette="brand" minH="11" onClick={onNewInvoice}>
                        <Plus /> Nueva factura
                      </Button>
                    )}
                  </Flex>
                  {invoices.length === 0 ? (
                    <Text color="fg.muted">Sin facturas de este proveedor</Text>
                  ) : (
                    <>
                      <InvoiceTable
                        rows={invoices}
                        showSupplier={false}
                        onEdit={onEditInvoice}
                        onPay={onPay}
                      />
                      <InvoiceTotalsBar totals={invoiceTotals(invoices)} />
                    </>
                  )}
                </Stack>

                <Stack gap="3" as="section" aria-label="Entregas">
                  <Heading as="h2" size="md">
                    Entregas
                  </Heading>
                  {received.length === 0 ? (
                    <Text color="fg.muted">Sin entregas de este proveedor</Text>
                  ) : (
                    <ListTable columns={DELIVERY_COLUMNS} actions={false}>
                      {received.map((delivery) => (
                        <Table.Row key={delivery.id} data-testid="delivery-row">
                          <Table.Cell className="tabular">
                            {formatCalendarDate(delivery.businessDate)}
                          </Table.Cell>
                          <Table.Cell>{delivery.reference ?? '—'}</Table.Cell>
                          <NumberCell>{delivery.lines}</NumberCell>
                          <Table.Cell textAlign="end">
                            <Money amount={delivery.total} />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </ListTable>
                  )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
