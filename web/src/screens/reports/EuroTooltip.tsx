import { Chart, type UseChartReturn } from '@chakra-ui/charts';
import { Tooltip } from 'recharts';
import { formatEuro } from '../../lib/format.ts';

/** The tooltip of the reports' bar charts: the hovered bar's figure in euros over a shaded band. */
export function EuroTooltip<T>({ chart }: { chart: UseChartReturn<T> }) {
  return (
    <Tooltip
      cursor={{ fill: chart.color('bg.muted') }}
      isAnimationActive={false}
      content={<Chart.Tooltip formatter={(value: number) => formatEuro(value)} />}
    />
  );
}
