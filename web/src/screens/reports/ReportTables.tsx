import { Table } from '@chakra-ui/react';
import type { ReportCsvTable, ReportSummary } from '@restaurantpro/schema';
import { useMemo } from 'react';
import { formatCents } from '../../lib/format.ts';
import { MenuEngineeringTable } from './MenuEngineeringTable.tsx';
import { TableSection } from './TableSection.tsx';
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
      <TableSection
        title="Mezcla de productos"
        description="Coste teórico con las recetas y los costes de hoy; sin receta no hay coste"
        testId="table-products"
        csv={csv.get('products')}
        emptyText="Sin productos vendidos en este periodo"
        columns={products}
        rows={summary.products}
        rowKey={(row) => row.productId}
      />

      <MenuEngineeringTable summary={summary} csv={csv.get('menu')} />

      <TableSection
        title="Ventas por camarero"
        description="Cobros que tomó cada persona; las devoluciones no se restan por camarero"
        testId="table-waiters"
        csv={csv.get('waiters')}
        emptyText="Sin cobros en este periodo"
        columns={WAITER_COLUMNS}
        rows={summary.byWaiter}
        rowKey={(row) => row.userId}
      />

      <TableSection
        title="Anulaciones y devoluciones"
        testId="table-incidents"
        csv={csv.get('incidents')}
        emptyText="Ninguna anulación ni devolución en este periodo"
        columns={INCIDENT_COLUMNS}
        rows={summary.incidents}
        rowKey={(row, index) => `${row.kind}-${row.at}-${index}`}
      />

      <TableSection
        title="Resumen de IVA"
        description="Base y cuota por tipo, de los tickets emitidos (los rectificativos restan)"
        testId="table-iva"
        csv={csv.get('iva')}
        emptyText="Ningún ticket emitido en este periodo"
        columns={IVA_COLUMNS}
        rows={summary.iva}
        rowKey={(row) => String(row.rate)}
        footer={
          <Table.Row fontWeight="semibold" data-testid="table-iva-total">
            <Table.Cell>Total</Table.Cell>
            <NumberCell>{formatCents(totals.base)}</NumberCell>
            <NumberCell>{formatCents(totals.tax)}</NumberCell>
          </Table.Row>
        }
      />
    </>
  );
}
