import { Chart, useChart } from '@chakra-ui/charts';
import { Flex, HStack, Text } from '@chakra-ui/react';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type ReportCsvTable,
  type ReportSummary,
} from '@restaurantpro/schema';
import { useMemo } from 'react';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatEuro } from '../../lib/format.ts';
import { hasSales, salesByMethod } from './chart-data.ts';
import { ChartSection } from './ChartSection.tsx';

/** Colours by the method's place in the list (cash green, card blue), so a new method needs no entry here. */
const PALETTE = [
  'green.solid',
  'blue.solid',
  'orange.solid',
  'purple.solid',
  'teal.solid',
  'pink.solid',
] as const;
const colourOf = (method: PaymentMethod) =>
  PALETTE[PAYMENT_METHODS.indexOf(method) % PALETTE.length] ?? 'gray.solid';

/** Collected money by each declared payment method ('Efectivo', 'Tarjeta'…), tips apart, refunds taken off. */
export function SalesByMethodChart({
  byMethod,
  csv,
}: {
  byMethod: ReportSummary['byMethod'];
  csv: ReportCsvTable | undefined;
}) {
  const data = useMemo(() => salesByMethod(byMethod), [byMethod]);
  const chart = useChart({ data });
  // A negative part (more refunded than sold) cannot be a slice; it still shows in the figures below.
  const slices = chart.data.filter((point) => point.euros > 0);
  const legend = (
    <Flex gap="6" justify="center" mt="3" wrap="wrap">
      {data.map((point) => (
        <HStack key={point.method} gap="2" data-testid={`method-${point.method}`}>
          <Text as="span" w="3" h="3" rounded="full" bg={colourOf(point.method)} aria-hidden />
          <Text as="span">{point.name}</Text>
          <Text as="span" fontWeight="semibold" className="tabular">
            {point.text}
          </Text>
        </HStack>
      ))}
    </Flex>
  );
  return (
    <ChartSection
      title="Ventas por forma de pago"
      csv={csv}
      testId="chart-sales-by-method"
      empty={hasSales(data) ? null : 'Sin cobros en este periodo'}
      chart={chart}
      height="48"
      legend={legend}
    >
      <PieChart responsive style={{ width: '100%', height: '100%' }}>
        <Tooltip
          cursor={false}
          isAnimationActive={false}
          content={<Chart.Tooltip hideLabel formatter={(value: number) => formatEuro(value)} />}
        />
        <Pie
          data={slices}
          dataKey="euros"
          nameKey="name"
          innerRadius="55%"
          outerRadius="90%"
          isAnimationActive={false}
        >
          {slices.map((point) => (
            <Cell key={point.method} fill={chart.color(colourOf(point.method))} />
          ))}
        </Pie>
      </PieChart>
    </ChartSection>
  );
}
