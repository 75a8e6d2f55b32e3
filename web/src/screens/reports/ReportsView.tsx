import { Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { DateRange } from '../../data/reports.ts';
import { todayBusinessDate } from '../../lib/business-date.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { paramsOfRange, rangeFromParams, type ChosenRange } from './report-range.ts';
import { ReportBody } from './ReportBody.tsx';
import { ReportPrintStyle } from './ReportPrintStyle.tsx';
import { RangePicker } from './RangePicker.tsx';
import { useReport } from './useReport.ts';

/**
 * The reports of a period for a manager: the period (kept in the address), then the report the
 * gateway computes for it. Offline, the last report this device fetched, said as such.
 */
export function ReportsView({ fetchFn = fetch }: { fetchFn?: typeof fetch }) {
  const [params, setParams] = useSearchParams();
  const chosen = rangeFromParams(params, todayBusinessDate());
  const state = useReport(chosen.range, fetchFn);
  const choose = useCallback(
    (next: ChosenRange) => setParams(paramsOfRange(next), { replace: true }),
    [setParams],
  );
  const shown = state.report ?? state.lastReport;

  return (
    <Page>
      <ReportPrintStyle />
      <Stack gap="6" data-report-print="">
        <PageHeader
          title="Reportes"
          subtitle="Ventas, productos y menú del periodo, frente al periodo anterior"
          actions={
            <HStack data-print-hide="">
              {state.status === 'loading' && shown && <Spinner size="sm" aria-label="Actualizando informe" />}
              <Button
                variant="outline"
                onClick={() => window.print()}
                disabled={!shown}
                data-testid="report-print"
              >
                <Printer aria-hidden /> Imprimir
              </Button>
            </HStack>
          }
        />
        <RangePicker
          // A new custom period from the address starts the dates afresh.
          key={chosen.preset === 'custom' ? `${chosen.range.from}/${chosen.range.to}` : 'preset'}
          preset={chosen.preset}
          range={chosen.range}
          onPreset={(preset) => choose({ preset, range: chosen.range })}
          onCustom={(range: DateRange) => choose({ preset: 'custom', range })}
        />
        {state.status === 'error' && state.error?.kind === 'offline' && (
          <OfflineNotice lastReport={state.lastReport} onRetry={state.retry} />
        )}
        {state.status === 'error' && state.error && state.error.kind !== 'offline' && (
          <ErrorState
            title="Error al cargar el informe"
            description={state.error.message}
            onRetry={state.retry}
          />
        )}
        {shown ? (
          <ReportBody report={shown} busy={state.status === 'loading'} />
        ) : (
          state.status === 'loading' && <LoadingScreen label="Cargando informe..." />
        )}
      </Stack>
    </Page>
  );
}
