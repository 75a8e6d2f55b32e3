import { canWriteType, dbForType, type DocType } from '@restaurantpro/schema';
import type { ToastText } from '../../lib/toasts.ts';
import type { WriteContext } from '../repositories/context.ts';
import { useSession } from '../session.ts';
import { reportFailure, showToast, useWriteTarget, type RefusalWording } from './write.ts';

/** A repository write, in the one signature of `repositories/`. */
export type RepositoryWrite<I, R> = (db: PouchDB.Database, input: I, ctx: WriteContext) => Promise<R>;

export interface BackOfficeWriter {
  /** Whether the signed-in role may write this type (the screen hides its edit controls otherwise). */
  canEdit: boolean;
  /**
   * Runs `write(input)` on the replica its type belongs to (floor, or office for suppliers and
   * invoices) as the signed-in user, now, and shows the spec's toast:
   * `done` (if any) on success, `failed` otherwise, with the device's Spanish reason when it refused
   * the write (an area that still has tables...). Resolves to whether the write was stored.
   */
  run: <I, R>(write: RepositoryWrite<I, R>, input: I, done: ToastText | null, failed: ToastText) => Promise<boolean>;
}

/**
 * What a back-office screen needs to write documents of `type`: areas, tables, ingredients, products,
 * recipes, and (on the office replica) suppliers and invoices. `refusal` says how a refusal's reason is worded (see RefusalWording): the catalogue
 * (products, recipes) adds it after its failure text.
 */
export function useBackOfficeWriter(type: DocType, refusal: RefusalWording = 'reason'): BackOfficeWriter {
  // Office documents are written to the office replica, which only managers' devices keep: on any
  // other device the target is missing and the write fails like one without a session.
  const target = useWriteTarget(dbForType(type) === 'office' ? 'office' : 'floor');
  const user = useSession((state) => state.user);
  return {
    canEdit: user !== null && canWriteType(user.role, type),
    run: async (write, input, done, failed) => {
      try {
        if (!target) throw new Error('Sin sesión o sin réplica local');
        await write(target.replica.db, input, target.context());
      } catch (error) {
        reportFailure({ channel: 'app', failed, refusal }, error);
        return false;
      }
      if (done) showToast('app', done);
      return true;
    },
  };
}
