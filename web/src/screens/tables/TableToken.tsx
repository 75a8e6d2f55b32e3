import { Box, Text } from '@chakra-ui/react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { TABLE_STATUS_PALETTE } from '../../components/palettes.ts';
import type { StoredTable } from '../../data/repositories/tables.ts';
import { CELL_PX } from './floor-grid.ts';
import type { DragHandlers } from './useTableDrag.ts';

const TOKEN_PX = CELL_PX - 12;

/**
 * One table on the floor editor: 'Mesa N' and 'N pax' in its status colour. Draggable (and movable
 * with the arrow keys) only when `drag` is given, i.e. for roles that may edit the plan.
 */
export function TableToken({
  table,
  label,
  style,
  offset,
  drag,
  onKey,
}: {
  table: StoredTable;
  /** Accessible name: the table and where it is. */
  label: string;
  /** Absolute placement on the grid; none in the tray. */
  style?: CSSProperties;
  offset: { dx: number; dy: number } | null;
  drag?: DragHandlers | undefined;
  onKey?: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
}) {
  const palette = TABLE_STATUS_PALETTE[table.status];
  return (
    <Box
      as={drag ? 'button' : 'div'}
      role={drag ? undefined : 'img'}
      aria-label={label}
      data-testid="floor-table"
      data-number={table.number}
      style={{ ...style, ...(offset ? { transform: `translate(${offset.dx}px, ${offset.dy}px)` } : {}) }}
      w={`${TOKEN_PX}px`}
      h={`${TOKEN_PX}px`}
      flexShrink={0}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      rounded="lg"
      borderWidth="2px"
      borderColor={`${palette}.solid`}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      shadow={offset ? 'lg' : 'xs'}
      zIndex={offset ? 2 : 1}
      cursor={drag ? (offset ? 'grabbing' : 'grab') : 'default'}
      // The browser must not scroll or zoom while a finger drags a table.
      touchAction={drag ? 'none' : 'auto'}
      userSelect="none"
      focusRing="outside"
      {...drag}
      onKeyDown={onKey}
    >
      <Text fontSize="xs" fontWeight="semibold" lineClamp={1}>
        Mesa {table.number}
      </Text>
      <Text fontSize="2xs">{table.capacity} pax</Text>
    </Box>
  );
}
