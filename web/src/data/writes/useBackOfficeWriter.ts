import { canWriteType, type DocType } from '@restaurantpro/schema';
import { useSession } from '../session.ts';
import { useReplica } from '../ReplicaContext.ts';
import { refusalReason, type WriteContext } from '../repositories/back-office-docs.ts';
import { notify } from '../notify.ts';
import { describeError, type ToastText } from '../../lib/toasts.ts';

/** A write on the floor replica by the signed-in user, stamped now. */
export type WriteAction = (db: PouchDB.Database, context: WriteContext) => Promise<unknown>;

export interface BackOfficeWriter {
  /** Whether the signed-in role may write this type (the screen hides its edit controls otherwise). */
  canEdit: boolean;
  /**
   * Runs a write and shows the spec's toast: `done` (if any) on success, `failed` otherwise, with the
   * device's Spanish reason when it refused the write (an area that still has tables...). Resolves
   * to whether the write was stored.
   */
  run: (action: WriteAction, done: ToastText | null, failed: ToastText) => Promise<boolean>;
}

/** What a back-office screen needs to write documents of `type` (ingredients, areas, tables). */
export function useBackOfficeWriter(type: DocType): BackOfficeWriter {
  const floor = useReplica('floor');
  const user = useSession((state) => state.user);
  return {
    canEdit: user !== null && canWriteType(user.role, type),
    run: async (action, done, failed) => {
      try {
        if (!floor || !user) throw new Error('Sin sesión o sin réplica local');
        await action(floor.db, { actor: { id: user.id, role: user.role }, now: new Date() });
      } catch (error) {
        const reason = refusalReason(error);
        notify(failed, reason);
        // A refusal is explained in the toast; anything else is kept for whoever investigates.
        if (reason === undefined)
          console.warn(failed.description ?? failed.title, describeError(error), error);
        return false;
      }
      if (done) notify(done);
      return true;
    },
  };
}
