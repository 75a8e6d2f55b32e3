import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListTable, type ListColumn, type RowEditing } from './ListTable.tsx';
import { RowActions } from './RowActions.tsx';

/**
 * A back-office list of documents (areas, tables, ingredients): one row per item holding its
 * `cells`, then 'Editar …' / 'Eliminar …' named after the row, only when both callbacks are given
 * (roles that may not change the list get neither, and no 'Acciones' column).
 */
export function EditableTable<T extends { _id: string }>({
  columns,
  items,
  testId,
  rowData,
  name,
  onEdit,
  onDelete,
  cells,
}: {
  columns: readonly ListColumn[];
  items: readonly T[];
  /** Each row's test id, and the data attributes that tell rows apart ('data-name'...). */
  testId: string;
  rowData: (item: T) => Record<`data-${string}`, string>;
  /** The row's name in its actions' accessible names. */
  name: (item: T) => string;
  cells: (item: T) => ReactNode;
} & RowEditing<T>) {
  const editable = onEdit !== undefined && onDelete !== undefined;
  return (
    <ListTable columns={columns} actions={editable}>
      {items.map((item) => (
        <Table.Row key={item._id} data-testid={testId} {...rowData(item)}>
          {cells(item)}
          {editable && (
            <Table.Cell>
              <RowActions name={name(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            </Table.Cell>
          )}
        </Table.Row>
      ))}
    </ListTable>
  );
}
