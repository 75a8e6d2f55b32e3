import type { DiningTable } from '../docs/catalogue.ts';
import type { Check } from '../docs/check.ts';
import type { TableStatus } from '../enums.ts';
import { idPart } from '../ids.ts';
import { isLiveCheck } from './check-view.ts';

/**
 * A table's state as every floor screen shows it, from the table and its checks, so a device shows
 * a check it opened or closed offline at once, before the gateway's projection of the table arrives:
 * a live check makes it Ocupada or Cuenta pedida; a check closed after the table's last change makes
 * it Limpieza until someone taps 'Mesa lista'; otherwise the table's own status.
 */
export function tableState(
  table: Pick<DiningTable, '_id' | 'status' | 'updatedAt'>,
  checks: readonly Pick<Check, 'tableId' | 'status' | 'closedAt' | 'updatedAt'>[],
): TableStatus {
  const tableId = idPart(table._id);
  const mine = checks.filter((check) => check.tableId === tableId);
  const live = mine.find((check) => isLiveCheck(check));
  if (live) return live.status === 'bill_requested' ? 'bill_requested' : 'occupied';
  const finished = mine.some(
    (check) =>
      (check.status === 'closed' || check.status === 'voided') &&
      (check.closedAt ?? check.updatedAt) > table.updatedAt,
  );
  if (finished) return 'cleaning';
  // A table the projection marked occupied whose check was merged away or moved: it is free again.
  return table.status === 'occupied' || table.status === 'bill_requested' ? 'cleaning' : table.status;
}
