import { Chart, type UseChartReturn } from '@chakra-ui/charts';
import type { ReportCsvTable } from '@restaurantpro/schema';
import type { ReactElement, ReactNode } from 'react';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ReportSection } from './ReportSection.tsx';

/**
 * A chart of the report in its section: title, 'Exportar CSV' of its figures, and the chart drawn
 * at `height` across the section's width (`empty` instead when the range sold nothing).
 */
export function ChartSection<T>({
  title,
  description,
  testId,
  csv,
  empty,
  chart,
  height,
  legend,
  children,
}: {
  title: string;
  description?: string;
  testId: string;
  csv: ReportCsvTable | undefined;
  empty: string | null;
  chart: UseChartReturn<T>;
  height: string;
  /** What each colour stands for, under the chart. */
  legend?: ReactNode;
  /** The recharts chart itself (one element: the chart's container measures it). */
  children: ReactElement;
}) {
  return (
    <ReportSection
      title={title}
      description={description}
      actions={<ExportCsvButton table={csv} />}
      testId={testId}
      empty={empty}
    >
      <Chart.Root chart={chart} h={height} aspectRatio="auto">
        {children}
      </Chart.Root>
      {legend}
    </ReportSection>
  );
}
