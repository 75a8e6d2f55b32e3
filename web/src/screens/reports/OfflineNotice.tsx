import { Alert, Button } from '@chakra-ui/react';
import { REPORTS_OFFLINE_MESSAGE, type StoredReport } from '../../data/reports.ts';
import { rangeText, stampOf } from './report-range.ts';

/**
 * Offline: the reports are computed by the gateway, so the screen says so and shows the last report
 * this device fetched, with its period and when it was fetched.
 */
export function OfflineNotice({
  lastReport,
  onRetry,
}: {
  lastReport: StoredReport | null;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status="warning" data-testid="reports-offline" data-print-hide="">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{REPORTS_OFFLINE_MESSAGE}</Alert.Title>
        <Alert.Description data-testid="reports-last-report">
          {lastReport
            ? `Último informe: ${stampOf(lastReport.fetchedAt)} · periodo ${rangeText(lastReport.range)}`
            : 'Este dispositivo aún no tiene ningún informe guardado.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert.Root>
  );
}
