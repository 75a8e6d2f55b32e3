import { Badge, Table, Text } from '@chakra-ui/react';
import { ListTable, type RowEditing } from '../../components/ListTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import type { StoredArea } from '../../data/repositories/areas.ts';
import { formatDate } from '../../lib/format.ts';

const COLUMNS = [
  { label: 'Área' },
  { label: 'Descripción' },
  { label: 'Estado' },
  { label: 'Fecha de creación' },
];

/** The areas list; edit and delete appear only for roles that may change the floor plan. */
export function AreaTable({
  areas,
  onEdit,
  onDelete,
}: {
  areas: readonly StoredArea[];
} & RowEditing<StoredArea>) {
  const editable = onEdit !== undefined && onDelete !== undefined;
  return (
    <ListTable columns={COLUMNS} actions={editable}>
      {areas.map((area) => (
        <Table.Row key={area._id} data-testid="area-row" data-name={area.name}>
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
          {editable && (
            <Table.Cell>
              <RowActions name={area.name} onEdit={() => onEdit(area)} onDelete={() => onDelete(area)} />
            </Table.Cell>
          )}
        </Table.Row>
      ))}
    </ListTable>
  );
}
