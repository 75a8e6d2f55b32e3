import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { cellAt, type Cell } from './floor-grid.ts';

interface Drag {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
}

/** Below this many pixels a press is a tap, not a move (fingers wobble). */
const DRAG_THRESHOLD_PX = 6;

export interface DragHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Dragging table tokens with pointer events, so mouse, pen and touch behave alike. The token
 * captures the pointer, follows it by a CSS offset, and on release reports the grid cell under the
 * pointer (null outside the grid). The live drag sits in a ref as well as in state: a release can
 * arrive before React has rendered the last move.
 */
export function useTableDrag(
  gridRef: RefObject<HTMLElement | null>,
  size: Cell,
  onDrop: (id: string, cell: Cell) => void,
): { offset: (id: string) => { dx: number; dy: number } | null; handlers: (id: string) => DragHandlers } {
  const dragRef = useRef<Drag | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const handlers = (id: string): DragHandlers => ({
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      update({ id, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 });
    },
    onPointerMove: (event) => {
      const current = dragRef.current;
      if (!current || current.id !== id || current.pointerId !== event.pointerId) return;
      update({ ...current, dx: event.clientX - current.startX, dy: event.clientY - current.startY });
    },
    onPointerUp: (event) => {
      const current = dragRef.current;
      if (!current || current.id !== id || current.pointerId !== event.pointerId) return;
      update(null);
      const moved =
        Math.hypot(event.clientX - current.startX, event.clientY - current.startY) >= DRAG_THRESHOLD_PX;
      const rect = gridRef.current?.getBoundingClientRect();
      const cell = moved && rect ? cellAt(event.clientX - rect.left, event.clientY - rect.top, size) : null;
      if (cell) onDrop(id, cell);
    },
    onPointerCancel: () => update(null),
  });

  return {
    offset: (id) => (drag && drag.id === id ? { dx: drag.dx, dy: drag.dy } : null),
    handlers,
  };
}
