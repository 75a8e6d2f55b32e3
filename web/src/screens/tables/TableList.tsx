import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { TableStatus } from '@restaurantpro/schema';
import { EditableTable } from '../../components/EditableTable.tsx';
import type { RowEditing } from '../../components/ListTable.tsx';
import { TableStatusBadge } from '../../components/TableStatusBadge.tsx';
import type { StoredTable } from '../../data/repositories/tables.ts';
import { positionLabel } from './floor-grid.ts';

/** 'Sin área' when a table has none, 'Área desconocida' when its area no longer exists. */
function areaLabel(areaId: string, areaNames: ReadonlyMap<string, string>): string {
  if (!areaId) return 'Sin área';
  return areaNames.get(areaId) ?? 'Área desconocida';
}

const COLUMNS = [
  { label: 'Número' },
  { label: 'Capacidad' },
  { label: 'Área' },
  { label: 'Estado' },
  { label: 'Posición' },
];

/** The tables list; edit and delete appear only for roles that may change the floor plan. */
export function TableList({
  tables,
  areaNames,
  states,
  onReady,
  ...editing
}: {
  tables: readonly StoredTable[];
  /** Each table's state as the floor reads it (schema's tableState), by `_id`; else its stored status. */
  states?: ReadonlyMap<string, TableStatus>;
  /** 'Mesa lista' on a table in Limpieza. */
  onReady?: (table: StoredTable) => void;
  /** Area name by area id. */
  areaNames: ReadonlyMap<string, string>;
} & RowEditing<StoredTable>) {
  return (
    <EditableTable
      columns={COLUMNS}
      items={tables}
      testId="table-row"
      rowData={(table) => ({ 'data-number': table.number })}
      name={(table) => `Mesa ${table.number}`}
      {...editing}
      cells={(table) => (
        <>
          <Table.Cell fontWeight="medium">Mesa {table.number}</Table.Cell>
          <Table.Cell className="tabular">{table.capacity} pax</Table.Cell>
          <Table.Cell>{areaLabel(table.areaId, areaNames)}</Table.Cell>
          <Table.Cell>
            <HStack gap="2">
              <TableStatusBadge status={states?.get(table._id) ?? table.status} />
              {onReady && states?.get(table._id) === 'cleaning' && (
                <Button size="xs" colorPalette="brand" onClick={() => onReady(table)}>
                  Mesa lista
                </Button>
              )}
            </HStack>
          </Table.Cell>
          <Table.Cell>
            <Text className="tabular" data-testid="table-position">
              {positionLabel(table)}
            </Text>
          </Table.Cell>
        </>
      )}
    />
  );
}
