import {
  type Bill,
  billOf,
  type Check,
  type CheckView,
  type DiningTable,
  idPart,
  isLiveCheck,
  TABLE_STATUS_SHORT_LABELS,
  type TableStatus,
  tableState,
} from '@restaurantpro/schema';
import { billInputs, type MoneySources } from './check-money.ts';
import { formatEuro } from './format.ts';

/**
 * Each table as the floor screens show it: its state (schema's tableState), and when a check is live
 * there, the check with its view (rounds, lines, guests), its bill and when it opened. Pure, so every
 * picker and plan reads the same thing from the same replica documents.
 */
export interface FloorTable<T extends DiningTable = DiningTable, C extends Check = Check> {
  table: T;
  state: TableStatus;
  /** The live check at the table (the oldest, while a duplicate's merge has not arrived). */
  check: C | null;
  view: CheckView | null;
  /**
   * The live check's bill (schema's billOf): the money a tile or a button shows is what the check
   * will ask for, IVA per rate, discounts and voids included.
   */
  bill: Bill | null;
}

export function floorTables<T extends DiningTable & { _id: string }, C extends Check & { _id: string }>(
  tables: readonly T[],
  sources: MoneySources & { checks: readonly C[] },
): Array<FloorTable<T, C>> {
  const liveByTable = new Map<string, C>();
  const checks: readonly C[] = sources.checks;
  const live = checks
    .filter((check) => isLiveCheck(check))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  for (const check of live) if (!liveByTable.has(check.tableId)) liveByTable.set(check.tableId, check);
  return tables.map((table) => {
    const check = liveByTable.get(idPart(table._id)) ?? null;
    const state = tableState(table, sources.checks);
    if (!check) return { table, state, check, view: null, bill: null };
    const inputs = billInputs(idPart(check._id), sources);
    return { table, state, check, view: inputs.view, bill: billOf(inputs.view, inputs.sources) };
  });
}

/** Minutes since `since`, as the picker words it: '5 min', '1 h 20 min'. */
export function sinceLabel(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** 'Libre', or 'Ocupada · 26,40 € · 12 min': what a table picker says about a table. */
export function tableSummary(entry: Pick<FloorTable, 'state' | 'check' | 'bill'>, now: Date): string {
  const state = TABLE_STATUS_SHORT_LABELS[entry.state];
  if (!entry.check || !entry.bill) return state;
  return `${state} · ${formatEuro(entry.bill.total)} · ${sinceLabel(entry.check.createdAt, now)}`;
}

/**
 * The table entry a screen is showing, found again after a change: by its check, at whatever table
 * the check is now (a sitting moved to table 5 is followed there, also once it is closed), else by
 * the table first chosen.
 */
export function findEntry<E extends Pick<FloorTable, 'table'>>(
  entries: readonly E[],
  checks: ReadonlyArray<Pick<Check, '_id' | 'tableId'>>,
  selected: { tableId: string; checkId: string | null },
): E | undefined {
  const check = selected.checkId === null ? undefined : checks.find((candidate) => idPart(candidate._id) === selected.checkId);
  const tableId = check?.tableId ?? selected.tableId;
  return entries.find((entry) => idPart(entry.table._id) === tableId);
}
