import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListColumn {
  label: string;
  /** Figures are right-aligned. */
  end?: boolean;
}

/** Edit and delete callbacks of a list; absent for roles that may not change it. */
export interface RowEditing<T> {
  onEdit?: ((item: T) => void) | undefined;
  onDelete?: ((item: T) => void) | undefined;
}

/**
 * A back-office list (ingredients, areas, tables): header row, an 'Acciones' column when the rows
 * carry actions, and horizontal scrolling on narrow screens rather than squeezed columns.
 */
export function ListTable({
  columns,
  actions,
  children,
}: {
  columns: readonly ListColumn[];
  actions: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} textAlign={column.end ? 'end' : undefined}>
                {column.label}
              </Table.ColumnHeader>
            ))}
            {actions && <Table.ColumnHeader textAlign="end">Acciones</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
