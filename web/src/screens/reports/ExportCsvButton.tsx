import { Button } from '@chakra-ui/react';
import type { ReportCsvTable } from '@restaurantpro/schema';
import { Download } from 'lucide-react';
import { downloadCsv } from './csv.ts';

/** 'Exportar CSV' of one table of the report, saved under the table's filename. */
export function ExportCsvButton({ table }: { table: ReportCsvTable | undefined }) {
  if (!table) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => downloadCsv(table)}
      data-testid={`export-csv-${table.name}`}
      aria-label={`Exportar CSV: ${table.title}`}
    >
      <Download aria-hidden /> Exportar CSV
    </Button>
  );
}
