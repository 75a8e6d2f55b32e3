import { Box, Button, Card, Flex, Grid, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Area, DiningTable, TableStatus } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import { formatEuro } from '../../lib/format.ts';
import { TABLE_STATUS_PALETTE } from '../../components/palettes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TABLE_STATUS_LABELS } from '@restaurantpro/schema';

const LEGEND = [
  ['available', 'Libre'],
  ['occupied', 'Ocupada'],
  ['bill_requested', 'Cuenta pedida'],
  ['reserved', 'Reservada'],
  ['cleaning', 'Limpieza'],
] as const;

interface Cell {
  column?: number;
  row?: number;
}

/** What the plan does with a table: open its check (or its panel in Limpieza), or free it. */
export interface PlanActions {
  /** Each table's state and live check (schema's tableState), by table `_id`. */
  floor: ReadonlyMap<string, FloorTableCheck>;
  onOpen: (entry: FloorTableCheck) => void;
  onReady: (entry: FloorTableCheck) => void;
}

function TableTile({ table, cell, actions }: { table: DiningTable; cell: Cell; actions: PlanActions | undefined }) {
  const entry = actions?.floor.get(table._id);
  const state: TableStatus = entry?.state ?? table.status;
  const palette = TABLE_STATUS_PALETTE[state];
  return (
    <Box
      data-testid="plan-table"
      data-table={table.number}
      data-status={state}
      cursor={entry?.check ? 'pointer' : undefined}
      onClick={entry?.check ? () => actions?.onOpen(entry) : undefined}
      gridColumnStart={cell.column}
      gridRowStart={cell.row}
      colorPalette={palette}
      bg="colorPalette.subtle"
      borderWidth="2px"
      borderColor="colorPalette.solid"
      rounded="l2"
      p="2"
      minH="20"
      textAlign="center"
      title={TABLE_STATUS_LABELS[state]}
    >
      <Text fontWeight="semibold">Mesa {table.number}</Text>
      <Text fontSize="sm" color="fg.muted">
        {entry?.view && entry.bill ? `${entry.view.guests} pax · ${formatEuro(entry.bill.total)}` : `${table.capacity} pax`}
      </Text>
      {entry && state === 'cleaning' && (
        <Button size="xs" mt="1" colorPalette="brand" onClick={() => actions?.onReady(entry)}>
          Mesa lista
        </Button>
      )}
    </Box>
  );
}

const isPlaced = (t: DiningTable) => (t.positionX ?? 0) > 0 && (t.positionY ?? 0) > 0;

/**
 * Grid cells for an area's tables: floor-editor positions (grid units) shifted so the area's plan
 * starts at the top-left corner; tables without a position flow after them.
 */
export function planCells(tables: readonly DiningTable[]): Map<string, Cell> {
  const placed = tables.filter(isPlaced);
  const minX = Math.min(...placed.map((t) => t.positionX ?? 1));
  const minY = Math.min(...placed.map((t) => t.positionY ?? 1));
  return new Map(
    tables.map((t) => [
      t._id,
      isPlaced(t) ? { column: (t.positionX ?? 0) - minX + 1, row: (t.positionY ?? 0) - minY + 1 } : {},
    ]),
  );
}

/** Tables at their floor-editor positions; unplaced tables follow in order. */
function AreaPlan({ tables, actions }: { tables: readonly DiningTable[]; actions: PlanActions | undefined }) {
  if (tables.length === 0)
    return <EmptyState title="No hay mesas en esta área" description="Añádelas en Gestión de Mesas." />;
  const cells = planCells(tables);
  const columns = Math.max(4, ...[...cells.values()].map((cell) => cell.column ?? 0));
  return (
    <Box overflowX="auto">
      <Grid templateColumns={`repeat(${columns}, minmax(5.5rem, 1fr))`} gap="3" minW="max-content">
        {tables.map((table) => (
          <TableTile key={table._id} table={table} cell={cells.get(table._id) ?? {}} actions={actions} />
        ))}
      </Grid>
    </Box>
  );
}

/** 'Plano del Restaurante': one tab per active area with its real tables and their live status. */
export function FloorPlan({
  areas,
  tables,
  actions,
}: {
  areas: readonly Area[];
  tables: readonly DiningTable[];
  /** Live states and the floor's actions; without them the plan shows each table's stored status. */
  actions?: PlanActions;
}) {
  const active = areas.filter((a) => a.isActive);
  const [selected, setSelected] = useState<string | null>(null);
  const ofArea = (area: Area) => tables.filter((t) => t.isActive && `area:${t.areaId}` === area._id);
  // Opens on the area with the most tables: usually the main dining room.
  const busiest = [...active].sort((a, b) => ofArea(b).length - ofArea(a).length)[0];
  const current = selected ?? busiest?._id ?? null;
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            Plano del Restaurante
          </Heading>
          <HStack gap="3" wrap="wrap" aria-label="Leyenda">
            {LEGEND.map(([status, label]) => (
              <HStack key={status} gap="1">
                <Box
                  w="3"
                  h="3"
                  rounded="full"
                  colorPalette={TABLE_STATUS_PALETTE[status]}
                  bg="colorPalette.solid"
                />
                <Text fontSize="sm">{label}</Text>
              </HStack>
            ))}
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        {active.length === 0 || current === null ? (
          <EmptyState
            title="No hay áreas configuradas aún"
            description="Crea áreas y mesas para ver el plano."
          />
        ) : (
          <Tabs.Root value={current} onValueChange={(e) => setSelected(e.value)} variant="enclosed" lazyMount>
            <Tabs.List mb="4" flexWrap="wrap">
              {active.map((area) => (
                <Tabs.Trigger key={area._id} value={area._id} minH="11">
                  {area.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {active.map((area) => (
              <Tabs.Content key={area._id} value={area._id}>
                <AreaPlan tables={ofArea(area)} actions={actions} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
