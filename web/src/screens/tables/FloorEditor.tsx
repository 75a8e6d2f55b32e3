import { Box, Card, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { moveTable, type StoredTable } from '../../data/repositories/tables.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { CELL_PX, cellOf, gridSize, stepCell, type Cell } from './floor-grid.ts';
import { TableToken } from './TableToken.tsx';
import { useTableDrag } from './useTableDrag.ts';

/** A move made on this device, shown until the stored table changes (our write, or another device's). */
interface PendingMove {
  rev: string;
  cell: Cell;
}

/**
 * The floor plan per area: tables drawn at their grid positions. Managers drag a table (mouse or
 * finger) or move it with the arrow keys; the new position is saved through the repository on drop.
 */
export function FloorEditor({
  areas,
  tables,
}: {
  areas: readonly StoredArea[];
  tables: readonly StoredTable[];
}) {
  const writer = useBackOfficeWriter('table');
  const [chosen, setChosen] = useState<string | null>(null);
  const [moves, setMoves] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const gridRef = useRef<HTMLDivElement>(null);

  const areaId =
    chosen !== null && areas.some((area) => refOf(area) === chosen)
      ? chosen
      : areas[0]
        ? refOf(areas[0])
        : null;
  const inArea = tables.filter((table) => table.areaId === areaId);
  const placeOf = (table: StoredTable): Cell | null => {
    const move = moves.get(table._id);
    return move && move.rev === table._rev ? move.cell : cellOf(table);
  };
  const placed = inArea.flatMap((table) => {
    const cell = placeOf(table);
    return cell ? [{ table, cell }] : [];
  });
  const unplaced = inArea.filter((table) => placeOf(table) === null);
  const size = gridSize(placed.map((entry) => entry.cell));

  const taken = (table: StoredTable, cell: Cell) =>
    placed.some(
      (entry) => entry.table._id !== table._id && entry.cell.x === cell.x && entry.cell.y === cell.y,
    );

  async function move(table: StoredTable, cell: Cell) {
    // One table per cell: a drop on another table leaves this one where it was.
    if (taken(table, cell)) return;
    setMoves((current) => new Map(current).set(table._id, { rev: table._rev, cell }));
    // The move itself is the feedback: only a failure is toasted (and the table goes back).
    const saved = await writer.run(
      moveTable,
      { id: refOf(table), to: { positionX: cell.x, positionY: cell.y } },
      null,
      TOASTS.tableUpdateFailed,
    );
    if (!saved) {
      setMoves((current) => {
        const next = new Map(current);
        next.delete(table._id);
        return next;
      });
    }
  }

  const byId = new Map(inArea.map((table) => [table._id, table]));
  const { offset, handlers } = useTableDrag(gridRef, size, (id, cell) => {
    const table = byId.get(id);
    if (table) void move(table, cell);
  });
  const onKey = (table: StoredTable, cell: Cell) => (event: KeyboardEvent<HTMLElement>) => {
    const next = stepCell(cell, event.key);
    if (!next) return;
    event.preventDefault();
    void move(table, next);
  };
  const label = (table: StoredTable, cell: Cell | null) =>
    `Mesa ${table.number}, ${cell ? `posición (${cell.x}, ${cell.y})` : 'sin posición'}`;

  return (
    <Card.Root as="section" aria-labelledby="floor-editor-title" mt="8">
      <Card.Header>
        <Heading as="h2" size="lg" id="floor-editor-title">
          Plano de mesas
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {writer.canEdit
            ? 'Arrastra una mesa a su sitio (o selecciónala y usa las flechas); la posición se guarda al soltarla.'
            : 'Distribución de las mesas por área.'}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        {areaId === null ? (
          <Text color="fg.muted">Crea un área activa para colocar mesas en el plano.</Text>
        ) : (
          <>
            <Tabs.Root
              value={areaId}
              onValueChange={(details) => setChosen(details.value)}
              variant="enclosed"
            >
              <Tabs.List flexWrap="wrap">
                {areas.map((area) => (
                  <Tabs.Trigger key={area._id} value={refOf(area)} minH="11">
                    {area.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Tabs.Root>
            {unplaced.length > 0 && (
              <Box data-testid="floor-tray">
                <Text fontSize="sm" color="fg.muted" mb="2">
                  Sin posición en el plano
                </Text>
                <Flex gap="2" wrap="wrap">
                  {unplaced.map((table) => (
                    <TableToken
                      key={table._id}
                      table={table}
                      label={label(table, null)}
                      offset={offset(table._id)}
                      drag={writer.canEdit ? handlers(table._id) : undefined}
                    />
                  ))}
                </Flex>
              </Box>
            )}
            <Box overflow="auto" borderWidth="1px" rounded="md" maxH="70vh">
              <Box
                ref={gridRef}
                data-testid="floor-grid"
                position="relative"
                w={`${size.x * CELL_PX}px`}
                h={`${size.y * CELL_PX}px`}
                bgImage="linear-gradient(to right, var(--chakra-colors-border) 1px, transparent 1px), linear-gradient(to bottom, var(--chakra-colors-border) 1px, transparent 1px)"
                bgSize={`${CELL_PX}px ${CELL_PX}px`}
              >
                {placed.map(({ table, cell }) => (
                  <TableToken
                    key={table._id}
                    table={table}
                    label={label(table, cell)}
                    style={{
                      position: 'absolute',
                      left: (cell.x - 1) * CELL_PX + 6,
                      top: (cell.y - 1) * CELL_PX + 6,
                    }}
                    offset={offset(table._id)}
                    drag={writer.canEdit ? handlers(table._id) : undefined}
                    onKey={writer.canEdit ? onKey(table, cell) : undefined}
                  />
                ))}
              </Box>
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
