import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListTable } from '../../components/ListTable.tsx';
import type { ReportColumn } from './table-columns.ts';

/**
 * A report table: the columns' headers and texts (table-columns.ts), rows keyed by `rowKey`. `cell`
 * lets a table draw a column its own way (the menu's quadrant badge); `footer` adds a total line.
 */
export function ReportTable<T>({
  columns,
  rows,
  rowKey,
  cell,
  footer,
  testId,
}: {
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  cell?: (row: T, column: ReportColumn<T>) => ReactNode | undefined;
  footer?: ReactNode;
  testId: string;
}) {
  return (
    <ListTable
      columns={columns.map((column) => ({ label: column.header, end: column.end ?? false }))}
      actions={false}
    >
      {rows.map((row, index) => (
        <Table.Row key={rowKey(row, index)} data-testid={`${testId}-row`}>
          {columns.map((column) => (
            <Table.Cell
              key={column.header}
              textAlign={column.end ? 'end' : undefined}
              className={column.end ? 'tabular' : undefined}
            >
              {cell?.(row, column) ?? column.text(row)}
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
      {footer}
    </ListTable>
  );
}
