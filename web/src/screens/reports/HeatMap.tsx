import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { heatGrid, hourLabel, HEAT_LEVELS } from './heatmap.ts';
import { ReportSection } from './ReportSection.tsx';

/** The shade of each level: the brand colour, darker the busier; no sales is the muted background. */
const LEVEL_COLOURS = ['bg.muted', 'brand.200', 'brand.400', 'brand.600', 'brand.800'] as const;

/**
 * Sales by weekday × hour of the range as a grid of shaded cells: when the restaurant sells. Each cell
 * tells its weekday, hour and figure (aria-label and title), so the grid reads without the colours.
 */
export function HeatMap({ heatmap }: { heatmap: number[][] }) {
  const grid = useMemo(() => heatGrid(heatmap), [heatmap]);
  return (
    <ReportSection
      title="Ventas por hora y día de la semana"
      description="Cuanto más oscura la casilla, más se vendió en esa hora"
      testId="chart-heatmap"
      empty={grid.maxCents > 0 ? null : 'Sin ventas en este periodo'}
    >
      <Box overflowX="auto">
        <Grid
          role="group"
          aria-label="Ventas por hora y día de la semana"
          templateColumns={`auto repeat(${grid.hours.length}, minmax(1.25rem, 1fr))`}
          gap="1"
          minW={`${grid.hours.length * 1.5 + 3}rem`}
          css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
        >
          <Box />
          {grid.hours.map((hour) => (
            <Text key={hour} textStyle="xs" color="fg.muted" textAlign="center" aria-hidden>
              {hourLabel(hour)}
            </Text>
          ))}
          {grid.rows.map((row) => (
            <Row key={row.weekday} short={row.short} cells={row.cells} />
          ))}
        </Grid>
      </Box>
      <Flex gap="1" align="center" justify="end" mt="3" textStyle="xs" color="fg.muted" aria-hidden>
        <Text as="span" me="1">
          Menos
        </Text>
        {LEVEL_COLOURS.slice(0, HEAT_LEVELS + 1).map((colour) => (
          <Box key={colour} w="3" h="3" rounded="sm" bg={colour} />
        ))}
        <Text as="span" ms="1">
          Más
        </Text>
      </Flex>
    </ReportSection>
  );
}

function Row({
  short,
  cells,
}: {
  short: string;
  cells: ReturnType<typeof heatGrid>['rows'][number]['cells'];
}) {
  return (
    <>
      <Text textStyle="xs" color="fg.muted" pe="2" alignSelf="center">
        {short}
      </Text>
      {cells.map((cell) => (
        <Box
          key={cell.hour}
          role="img"
          aria-label={cell.label}
          title={cell.label}
          data-testid="heatmap-cell"
          data-level={cell.level}
          h="6"
          rounded="sm"
          bg={LEVEL_COLOURS[cell.level] ?? LEVEL_COLOURS[0]}
        />
      ))}
    </>
  );
}
