import { Badge, Button, IconButton, Table, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { ListTable } from '../../components/ListTable.tsx';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';

const COLUMNS = [{ label: 'Proveedor' }, { label: 'Persona de contacto' }, { label: 'Teléfono' }, { label: 'NIF/CIF' }, { label: 'Estado' }];

/**
 * The suppliers found by the search. The name opens the supplier's page (its invoices and
 * deliveries); the pencil edits it. Suppliers are never deleted, only switched off.
 */
export function SupplierTable({
  suppliers,
  onOpen,
  onEdit,
}: {
  suppliers: readonly StoredSupplier[];
  onOpen: (supplier: StoredSupplier) => void;
  onEdit: (supplier: StoredSupplier) => void;
}) {
  return (
    <ListTable columns={COLUMNS} actions>
      {suppliers.map((supplier) => (
        <Table.Row key={supplier._id} data-testid="supplier-row" data-name={supplier.name}>
          <Table.Cell>
            <Button variant="plain" px="0" minH="11" fontWeight="medium" onClick={() => onOpen(supplier)}>
              {supplier.name}
            </Button>
            {supplier.email && (
              <Text fontSize="xs" color="fg.muted">
                {supplier.email}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>{supplier.contactPerson ?? '—'}</Table.Cell>
          <Table.Cell>{supplier.phone ?? '—'}</Table.Cell>
          <Table.Cell className="tabular">{supplier.taxId ?? '—'}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={supplier.isActive ? 'green' : 'gray'} variant="subtle">
              {supplier.isActive ? 'Activo' : 'Inactivo'}
            </Badge>
          </Table.Cell>
          <Table.Cell textAlign="end">
            <IconButton aria-label={`Editar ${supplier.name}`} variant="ghost" minW="11" minH="11" onClick={() => onEdit(supplier)}>
              <Pencil />
            </IconButton>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
