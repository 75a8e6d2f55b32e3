import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { reportCsvTables } from '@restaurantpro/schema';
import { useMemo } from 'react';
import type { StoredReport } from '../../data/reports.ts';
import { HeadlineCards } from './HeadlineCards.tsx';
import { HeatMap } from './HeatMap.tsx';
import { periodLine, stampOf } from './report-range.ts';
import { ReportTables } from './ReportTables.tsx';
import { SalesByCategoryChart } from './SalesByCategoryChart.tsx';
import { SalesByDayChart } from './SalesByDayChart.tsx';
import { SalesByMethodChart } from './SalesByMethodChart.tsx';

/** One report: its period, the headline figures, the charts and the tables, as on screen and on paper. */
export function ReportBody({ report, busy }: { report: StoredReport; busy: boolean }) {
  const { summary } = report;
  const csv = useMemo(() => new Map(reportCsvTables(summary).map((table) => [table.name, table])), [summary]);
  return (
    <Stack
      gap="6"
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.2s"
      data-testid="report"
      data-from={summary.range.from}
      data-to={summary.range.to}
    >
      <Box>
        <Heading as="h2" size="md" data-print-only="">
          Informe de ventas
        </Heading>
        <Text color="fg.muted" data-testid="report-period">
          {periodLine(summary)}
        </Text>
        <Text color="fg.muted" textStyle="sm" data-print-only="">
          Generado el {stampOf(summary.generatedAt)}
        </Text>
      </Box>
      <HeadlineCards summary={summary} />
      <SalesByDayChart byDay={summary.byDay} csv={csv.get('days')} />
      <HeatMap heatmap={summary.heatmap} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <SalesByCategoryChart byCategory={summary.byCategory} csv={csv.get('categories')} />
        <SalesByMethodChart byMethod={summary.byMethod} csv={csv.get('methods')} />
      </SimpleGrid>
      <ReportTables summary={summary} csv={csv} />
    </Stack>
  );
}
