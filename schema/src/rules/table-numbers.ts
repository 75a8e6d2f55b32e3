/**
 * A table is found by its number: the point of sale and the spec's REST clients send "1" or "B1",
 * and an order must land on one table. So no two active tables share a number (compared trimmed and
 * ignoring case: "b1" and "B1" read the same on a ticket). Inactive and deleted tables keep theirs.
 */

/** What the rule reads of a table: any stored table, or the table being written. */
export interface TableLike {
  _id: string;
  number?: unknown;
  isActive?: unknown;
  _deleted?: unknown;
}

function key(table: TableLike): string | null {
  if (table._deleted === true || table.isActive !== true || typeof table.number !== 'string') return null;
  return table.number.trim().toLocaleLowerCase('es');
}

/**
 * What the rule reads beyond the written table: the gateway finds it in the store (and earlier in the
 * same batch), a device has none.
 */
export interface TableNumberContext {
  /** Every stored table, deleted and inactive ones included or not. Absent: the rule is left to the gateway. */
  allTables?(): readonly TableLike[];
}

export function duplicateTableMessage(number: string): string {
  return `Ya hay una mesa activa con el número ${number.trim()}`;
}

/**
 * Why `next` may not be stored beside `tables` (the other stored tables; `next` itself among them is
 * ignored), or null. Only a write that gives a table its number or makes it active is judged
 * (`prev` is the revision it was made from), so two tables that already share a number can still
 * be edited, renamed or deactivated to settle it.
 */
export function tableNumberProblem(
  next: TableLike,
  prev: TableLike | null,
  tables: readonly TableLike[],
): string | null {
  const wanted = key(next);
  if (wanted === null || (prev !== null && key(prev) === wanted)) return null;
  const taken = tables.some((table) => table._id !== next._id && key(table) === wanted);
  return taken ? duplicateTableMessage(String(next.number)) : null;
}
