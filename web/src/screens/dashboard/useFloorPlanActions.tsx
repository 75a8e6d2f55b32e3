import { useMemo, type ReactNode } from 'react';
import { idPart } from '@restaurantpro/schema';
import { useCheckDialog } from '../../features/check/useCheckDialog.tsx';
import { useFloorChecks } from '../../data/useFloorChecks.ts';
import { useCheckActions } from '../../data/writes/useCheckActions.ts';
import type { PlanActions } from './FloorPlan.tsx';

/**
 * The floor plan's live table states and actions: a tap on a table with a check opens it, and
 * 'Mesa lista' frees a table in Limpieza. `dialog` is the open check, to render beside the plan.
 */
export function useFloorPlanActions(): { actions: PlanActions | undefined; dialog: ReactNode } {
  const floor = useFloorChecks();
  const writes = useCheckActions();
  const entries = useMemo(() => floor.data?.tables ?? [], [floor.data]);
  const checkDialog = useCheckDialog(entries, floor.data?.sources.checks ?? []);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.table._id, entry])), [entries]);
  const actions: PlanActions | undefined = floor.data
    ? { floor: byId, onOpen: checkDialog.open, onReady: (entry) => void writes.tableReady(idPart(entry.table._id)) }
    : undefined;
  return { actions, dialog: checkDialog.dialog };
}
