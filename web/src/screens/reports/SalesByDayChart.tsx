import { useChart } from '@chakra-ui/charts';
import type { ReportCsvTable, ReportSummary } from '@restaurantpro/schema';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { euroTick, hasSales, salesByDay } from './chart-data.ts';
import { EuroTooltip } from './EuroTooltip.tsx';
import { ChartSection } from './ChartSection.tsx';

/** Sales of every day of the range, one bar a day (a year is 366 thin bars; the axis thins its labels). */
export function SalesByDayChart({
  byDay,
  csv,
}: {
  byDay: ReportSummary['byDay'];
  csv: ReportCsvTable | undefined;
}) {
  const data = useMemo(() => salesByDay(byDay), [byDay]);
  const chart = useChart({ data, series: [{ name: 'euros', label: 'Ventas', color: 'brand.solid' }] });
  return (
    <ChartSection
      title="Ventas por día"
      csv={csv}
      testId="chart-sales-by-day"
      empty={hasSales(data) ? null : 'Sin ventas en este periodo'}
      chart={chart}
      height="64"
    >
      <BarChart data={chart.data} responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} minTickGap={8} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={euroTick} width={72} />
        <EuroTooltip chart={chart} />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartSection>
  );
}
