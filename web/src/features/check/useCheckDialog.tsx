import { useState, type ReactNode } from 'react';
import { type Check, idPart } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { findEntry } from '../../lib/floor-checks.ts';
import { CheckDialog } from './CheckDialog.tsx';

/**
 * A screen's check dialog: `open(entry)` shows the table's check, which stays on screen as the live
 * documents change (a check moved to table 5 is followed there). `dialog` is what to render.
 */
export function useCheckDialog(
  tables: readonly FloorTableCheck[],
  checks: ReadonlyArray<Pick<Check, '_id' | 'tableId'>>,
  channel?: ToastChannel,
): {
  open: (entry: FloorTableCheck) => void;
  dialog: ReactNode;
} {
  const [selected, setSelected] = useState<{ tableId: string; checkId: string | null } | null>(null);
  const entry = selected ? findEntry(tables, checks, selected) : undefined;
  return {
    open: (chosen) =>
      setSelected({ tableId: idPart(chosen.table._id), checkId: chosen.check ? idPart(chosen.check._id) : null }),
    dialog: entry ? (
      <CheckDialog entry={entry} tables={tables} {...(channel ? { channel } : {})} onClose={() => setSelected(null)} />
    ) : null,
  };
}
