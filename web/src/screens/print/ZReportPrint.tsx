import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { spanishDate } from '@restaurantpro/schema';
import { useCashDaySources } from '../../data/useCashDaySources.ts';
import { cashDay } from '../../lib/cash-day.ts';
import { formatDateTime, formatEuro } from '../../lib/format.ts';
import { zReportRows } from '../../lib/z-report-rows.ts';
import { PrintPage, Row } from './PrintPage.tsx';

/** The Z report of a business day on paper: the same rows as the Caja screen (schema's zReport). */
export default function ZReportPrint() {
  const businessDate = useParams().date ?? '';
  const sources = useCashDaySources();
  const day = useMemo(
    () => (sources.data ? cashDay(sources.data, businessDate, (tableId) => tableId) : null),
    [sources.data, businessDate],
  );
  const state = sources.status === 'loading' ? 'loading' : day ? 'ready' : 'failed';
  return (
    <PrintPage title="Informe Z" state={state}>
      {day && (
        <>
          <h1>{sources.data?.settings?.businessName ?? 'Informe Z'}</h1>
          {sources.data?.settings && <p className="center">NIF: {sources.data.settings.nif}</p>}
          <h2>Informe Z · {spanishDate(businessDate)}</h2>
          <p className="center">{day.close ? `Cerrado ${formatDateTime(day.close.closedAt)}` : 'Día sin cerrar'}</p>
          {zReportRows(day.report).map((row, index) => (
            <div key={`${row.label}-${index}`}>
              {row.section && (
                <>
                  <hr />
                  <p className="strong">{row.section}</p>
                </>
              )}
              <Row label={row.label} value={row.value} />
            </div>
          ))}
          {day.close && (
            <>
              <hr />
              <Row label="Efectivo contado" value={formatEuro(day.close.countedCash)} />
              <Row label="Diferencia" value={formatEuro(day.close.difference)} />
            </>
          )}
        </>
      )}
    </PrintPage>
  );
}
