import { Badge, Text } from '@chakra-ui/react';
import {
  MENU_QUADRANT_LABELS,
  type MenuQuadrant,
  type ReportCsvTable,
  type ReportSummary,
} from '@restaurantpro/schema';
import { useMemo } from 'react';
import { formatCents, formatPercent } from '../../lib/format.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import { menuColumns, placedProducts } from './table-columns.ts';

/** A quadrant's badge colour: green to keep, blue and purple to work on, red to reconsider. */
const QUADRANT_PALETTE: Record<MenuQuadrant, string> = {
  star: 'green',
  plowhorse: 'blue',
  puzzle: 'purple',
  dog: 'red',
};

/**
 * Menu engineering: every product with a recipe placed by popularity (against 70 % of an even
 * share) and margin per unit (against the average), with its quadrant and what to do about it.
 */
export function MenuEngineeringTable({
  summary,
  csv,
}: {
  summary: ReportSummary;
  csv: ReportCsvTable | undefined;
}) {
  const placed = useMemo(() => placedProducts(summary.products), [summary.products]);
  const columns = useMemo(() => menuColumns(placed), [placed]);
  const unplaced = summary.products.length - placed.length;
  return (
    <ReportSection
      title="Ingeniería de menú"
      testId="table-menu"
      description={
        <>
          Popular: al menos {formatPercent(summary.menu.popularityThreshold)} de las unidades · Margen alto:
          al menos {formatCents(summary.menu.averageUnitMargin)} por unidad
        </>
      }
      actions={<ExportCsvButton table={csv} />}
      empty={
        placed.length === 0
          ? 'Ningún producto con receta en este periodo: sin receta no hay coste ni margen'
          : null
      }
    >
      <ReportTable
        columns={columns}
        rows={placed}
        rowKey={(row) => row.productId}
        testId="table-menu"
        cell={(row, column) =>
          column.header === 'Cuadrante' && row.quadrant !== null ? (
            <Badge
              colorPalette={QUADRANT_PALETTE[row.quadrant]}
              variant="subtle"
              data-quadrant={row.quadrant}
            >
              {MENU_QUADRANT_LABELS[row.quadrant]}
            </Badge>
          ) : undefined
        }
      />
      {unplaced > 0 && (
        <Text mt="2" textStyle="sm" color="fg.muted">
          {unplaced === 1
            ? '1 producto vendido no tiene receta y no se clasifica.'
            : `${unplaced} productos vendidos no tienen receta y no se clasifican.`}
        </Text>
      )}
    </ReportSection>
  );
}
