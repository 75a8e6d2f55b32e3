import { useChart } from '@chakra-ui/charts';
import type { ReportCsvTable, ReportSummary } from '@restaurantpro/schema';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { hasSales, salesByCategory } from './chart-data.ts';
import { EuroTooltip } from './EuroTooltip.tsx';
import { ChartSection } from './ChartSection.tsx';

/** Height of one category's bar and its gap: the chart grows with the menu instead of squeezing it. */
const ROW_PX = 36;

/** Revenue (before IVA, at list price) by the product's category, the largest first. */
export function SalesByCategoryChart({
  byCategory,
  csv,
}: {
  byCategory: ReportSummary['byCategory'];
  csv: ReportCsvTable | undefined;
}) {
  const data = useMemo(() => salesByCategory(byCategory), [byCategory]);
  const chart = useChart({ data, series: [{ name: 'euros', label: 'Ingresos', color: 'teal.solid' }] });
  return (
    <ChartSection
      title="Ventas por categoría"
      description="Ingresos de los productos vendidos, sin IVA"
      csv={csv}
      testId="chart-sales-by-category"
      empty={hasSales(data) ? null : 'Sin productos vendidos en este periodo'}
      chart={chart}
      height={`${Math.max(data.length, 3) * ROW_PX + 24}px`}
    >
      <BarChart data={chart.data} layout="vertical" responsive style={{ width: '100%', height: '100%' }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" hide />
        <YAxis type="category" dataKey={chart.key('name')} axisLine={false} tickLine={false} width={120} />
        <EuroTooltip chart={chart} />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey={chart.key('text')} position="right" fill={chart.color('fg.muted')} />
          </Bar>
        ))}
      </BarChart>
    </ChartSection>
  );
}
