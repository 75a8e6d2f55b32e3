import type { LineMove } from '@restaurantpro/schema';
import { moveOrderLines } from '../repositories/line-moves.ts';
import type { WriteContext } from '../repositories/context.ts';
import { useRoundMove, type RoundMove, type RoundMoveToasts } from './useRoundMove.ts';

export type MoveLinesToasts = RoundMoveToasts<LineMove>;
export type MoveLines = RoundMove<LineMove>;

const writeLines = (db: PouchDB.Database, id: string, move: LineMove, ctx: WriteContext) =>
  moveOrderLines(db, { id, move }, ctx);

/**
 * Moves lines of a round (fire a course, bump, recall, serve, pass) as the signed-in user, on the
 * device's replica. `toasts` should be a constant (see useRoundMove).
 */
export function useMoveLines(toasts: MoveLinesToasts): MoveLines {
  return useRoundMove(writeLines, toasts);
}
