import { Badge, Table, Text, Wrap } from '@chakra-ui/react';
import { PRODUCT_CATEGORY_LABELS } from '@restaurantpro/schema';
import { EditableTable } from '../../components/EditableTable.tsx';
import type { RowEditing } from '../../components/ListTable.tsx';
import type { StoredStation } from '../../data/repositories/stations.ts';
import { formatFactor } from './station-form.ts';

const COLUMNS = [
  { label: 'Estación' },
  { label: 'Categorías' },
  { label: 'Productos sueltos' },
  { label: 'Ámbar / Rojo' },
  { label: 'Comandas' },
  { label: 'Estado' },
];

/** How many single products a row names before it only counts the rest. */
const NAMED_PRODUCTS = 3;

/** The products a station takes one by one: 'Café solo, Caña +2', or why there are none. */
function productsText(ids: readonly string[], productNames: ReadonlyMap<string, string>): string | null {
  if (ids.length === 0) return null;
  const names = ids.map((id) => productNames.get(id) ?? 'Producto eliminado');
  const shown = names.slice(0, NAMED_PRODUCTS).join(', ');
  return names.length > NAMED_PRODUCTS ? `${shown} +${names.length - NAMED_PRODUCTS}` : shown;
}

/** The stations in routing order; edit and delete appear only for roles that may change them. */
export function StationTable({
  stations,
  productNames,
  ...editing
}: {
  stations: readonly StoredStation[];
  productNames: ReadonlyMap<string, string>;
} & RowEditing<StoredStation>) {
  return (
    <EditableTable
      columns={COLUMNS}
      items={stations}
      testId="station-row"
      rowData={(station) => ({ 'data-name': station.name })}
      name={(station) => station.name}
      {...editing}
      cells={(station) => {
        const products = productsText(station.productIds, productNames);
        return (
          <>
            <Table.Cell fontWeight="medium">{station.name}</Table.Cell>
            <Table.Cell>
              {station.categories.length > 0 ? (
                <Wrap gap="1">
                  {station.categories.map((category) => (
                    <Badge key={category} variant="outline">
                      {PRODUCT_CATEGORY_LABELS[category]}
                    </Badge>
                  ))}
                </Wrap>
              ) : (
                <Text color="fg.muted">Ninguna</Text>
              )}
            </Table.Cell>
            <Table.Cell>{products ?? <Text color="fg.muted">Ninguno</Text>}</Table.Cell>
            <Table.Cell className="tabular" data-testid="station-factors">
              {`${formatFactor(station.amberFactor)} / ${formatFactor(station.redFactor)}`}
            </Table.Cell>
            <Table.Cell>{station.printChits ? 'Imprime' : 'No imprime'}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={station.isActive ? 'green' : 'gray'} variant="subtle">
                {station.isActive ? 'Activa' : 'Inactiva'}
              </Badge>
            </Table.Cell>
          </>
        );
      }}
    />
  );
}
