import { Badge, Table, Text } from '@chakra-ui/react';
import { EditableTable } from '../../components/EditableTable.tsx';
import type { RowEditing } from '../../components/ListTable.tsx';
import type { StoredArea } from '../../data/repositories/areas.ts';
import { formatDate } from '../../lib/format.ts';

const COLUMNS = [
  { label: 'Área' },
  { label: 'Descripción' },
  { label: 'Estado' },
  { label: 'Fecha de creación' },
];

/** The areas list; edit and delete appear only for roles that may change the floor plan. */
export function AreaTable({ areas, ...editing }: { areas: readonly StoredArea[] } & RowEditing<StoredArea>) {
  return (
    <EditableTable
      columns={COLUMNS}
      items={areas}
      testId="area-row"
      rowData={(area) => ({ 'data-name': area.name })}
      name={(area) => area.name}
      {...editing}
      cells={(area) => (
        <>
          <Table.Cell fontWeight="medium">{area.name}</Table.Cell>
          <Table.Cell>
            {area.description ? area.description : <Text color="fg.muted">Sin descripción</Text>}
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={area.isActive ? 'green' : 'gray'} variant="subtle">
              {area.isActive ? 'Activa' : 'Inactiva'}
            </Badge>
          </Table.Cell>
          <Table.Cell className="tabular">{formatDate(area.createdAt)}</Table.Cell>
        </>
      )}
    />
  );
}
