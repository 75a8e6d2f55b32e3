import { Table } from '@chakra-ui/react';
import type { ReportCsvTable, ReportSummary } from '@restaurantpro/schema';
import { useMemo } from 'react';
import { formatCents } from '../../lib/format.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { MenuEngineeringTable } from './MenuEngineeringTable.tsx';
import { ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import { INCIDENT_COLUMNS, IVA_COLUMNS, ivaTotals, productColumns, WAITER_COLUMNS } from './table-columns.ts';
import { NumberCell } from '../../components/NumberCell.tsx';

/** The report's tables, each with its 'Exportar CSV' (the rows of schema's reportCsvTables). */
export function ReportTables({
  summary,
  csv,
}: {
  summary: ReportSummary;
  csv: ReadonlyMap<string, ReportCsvTable>;
}) {
  const products = useMemo(() => productColumns(summary.products), [summary.products]);
  const totals = ivaTotals(summary.iva);
  return (
    <>
      <ReportSection
        title="Mezcla de productos"
        description="Coste teórico con las recetas y los costes de hoy; sin receta no hay coste"
        testId="table-products"
        actions={<ExportCsvButton table={csv.get('products')} />}
        empty={summary.products.length === 0 ? 'Sin productos vendidos en este periodo' : null}
      >
        <ReportTable
          columns={products}
          rows={summary.products}
          rowKey={(row) => row.productId}
          testId="table-products"
        />
      </ReportSection>

      <MenuEngineeringTable summary={summary} csv={csv.get('menu')} />

      <ReportSection
        title="Ventas por camarero"
        description="Cobros que tomó cada persona; las devoluciones no se restan por camarero"
        testId="table-waiters"
        actions={<ExportCsvButton table={csv.get('waiters')} />}
        empty={summary.byWaiter.length === 0 ? 'Sin cobros en este periodo' : null}
      >
        <ReportTable
          columns={WAITER_COLUMNS}
          rows={summary.byWaiter}
          rowKey={(row) => row.userId}
          testId="table-waiters"
        />
      </ReportSection>

      <ReportSection
        title="Anulaciones y devoluciones"
        testId="table-incidents"
        actions={<ExportCsvButton table={csv.get('incidents')} />}
        empty={summary.incidents.length === 0 ? 'Ninguna anulación ni devolución en este periodo' : null}
      >
        <ReportTable
          columns={INCIDENT_COLUMNS}
          rows={summary.incidents}
          rowKey={(row, index) => `${row.kind}-${row.at}-${index}`}
          testId="table-incidents"
        />
      </ReportSection>

      <ReportSection
        title="Resumen de IVA"
        description="Base y cuota por tipo, de los tickets emitidos (los rectificativos restan)"
        testId="table-iva"
        actions={<ExportCsvButton table={csv.get('iva')} />}
        empty={summary.iva.length === 0 ? 'Ningún ticket emitido en este periodo' : null}
      >
        <ReportTable
          columns={IVA_COLUMNS}
          rows={summary.iva}
          rowKey={(row) => String(row.rate)}
          testId="table-iva"
          footer={
            <Table.Row fontWeight="semibold" data-testid="table-iva-total">
              <Table.Cell>Total</Table.Cell>
              <NumberCell>{formatCents(totals.base)}</NumberCell>
              <NumberCell>{formatCents(totals.tax)}</NumberCell>
            </Table.Row>
          }
        />
      </ReportSection>
    </>
  );
}
