/**
 * Geometry of the floor editor. Positions are grid cells counted from 1: the spec shows a table
 * whose x or y is missing or 0 as 'No definida', so 0 cannot be a place on the plan.
 */

export interface Cell {
  x: number;
  y: number;
}

interface Positioned {
  positionX: number | null;
  positionY: number | null;
}

/** Side of one grid cell in CSS pixels: a table token fits in it with room to grab (≥ 44 px). */
export const CELL_PX = 72;

/** The table's cell, or null when it has no place on the plan. */
export function cellOf(table: Positioned): Cell | null {
  const { positionX: x, positionY: y } = table;
  return x && y ? { x, y } : null;
}

/** '(x, y)' or 'No definida' (spec § Tables). */
export function positionLabel(table: Positioned): string {
  const cell = cellOf(table);
  return cell ? `(${cell.x}, ${cell.y})` : 'No definida';
}

/** Columns and rows to draw: at least a small room, and always a free row and column beyond the tables. */
export function gridSize(cells: readonly Cell[], min: Cell = { x: 8, y: 5 }): Cell {
  return {
    x: Math.max(min.x, ...cells.map((cell) => cell.x + 1)),
    y: Math.max(min.y, ...cells.map((cell) => cell.y + 1)),
  };
}

/** The cell under a point given relative to the grid's top-left corner; null outside the grid. */
export function cellAt(offsetX: number, offsetY: number, size: Cell, cellPx = CELL_PX): Cell | null {
  const x = Math.floor(offsetX / cellPx) + 1;
  const y = Math.floor(offsetY / cellPx) + 1;
  if (offsetX < 0 || offsetY < 0 || x > size.x || y > size.y) return null;
  return { x, y };
}

/** One step of an arrow key, never leaving the plan's first row or column. */
export function stepCell(cell: Cell, key: string): Cell | null {
  switch (key) {
    case 'ArrowLeft':
      return cell.x > 1 ? { x: cell.x - 1, y: cell.y } : null;
    case 'ArrowRight':
      return { x: cell.x + 1, y: cell.y };
    case 'ArrowUp':
      return cell.y > 1 ? { x: cell.x, y: cell.y - 1 } : null;
    case 'ArrowDown':
      return { x: cell.x, y: cell.y + 1 };
    default:
      return null;
  }
}
