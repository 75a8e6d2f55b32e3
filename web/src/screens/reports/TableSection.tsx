import type { ReportCsvTable } from '@restaurantpro/schema';
import type { ReactNode } from 'react';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './table-columns.ts';

/**
 * One table of the report in its section, with its 'Exportar CSV'; `emptyText` stands in for a
 * table the range left without rows. The section and its rows share the test id.
 */
export function TableSection<T>({
  title,
  description,
  testId,
  csv,
  emptyText,
  columns,
  rows,
  rowKey,
  footer,
}: {
  title: string;
  description?: string;
  testId: string;
  csv: ReportCsvTable | undefined;
  emptyText: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  footer?: ReactNode;
}) {
  return (
    <ReportSection
      title={title}
      description={description}
      testId={testId}
      actions={<ExportCsvButton table={csv} />}
      empty={rows.length === 0 ? emptyText : null}
    >
      <ReportTable columns={columns} rows={rows} rowKey={rowKey} testId={testId} footer={footer} />
    </ReportSection>
  );
}
