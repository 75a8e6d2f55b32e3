import type { ReportCsvTable } from '@restaurantpro/schema';
import Papa from 'papaparse';
import { downloadText } from '../../lib/download.ts';

/**
 * A report table as a CSV file: a header row in Spanish, ',' between fields, money as "12.50"
 * (reportCsvTables), so a spreadsheet in any locale and a test read the same numbers.
 */
export function csvText(table: Pick<ReportCsvTable, 'header' | 'rows'>): string {
  return Papa.unparse({ fields: table.header, data: table.rows }, { delimiter: ',', newline: '\r\n' });
}

/** Downloads `table` under its own filename ('productos-2026-11-01-2026-11-24.csv'). */
export function downloadCsv(table: ReportCsvTable, doc: Document = document): void {
  downloadText(table.filename, csvText(table), 'text/csv;charset=utf-8', doc);
}
