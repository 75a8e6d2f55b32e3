import { addDays, parseKind, type KindsWith } from '@restaurantpro/schema';
import { BY_TYPE_DATE, docsByIds, idsFound } from '../store/current.ts';
import type { Store } from '../store/types.ts';
import type { DocsByType, ModelType, ReadModel } from './read-model.ts';

/** The model's kinds of one business day (the Z report, the cash and the lists read them). */
export type DayType = Extract<ModelType, KindsWith<'day', 'businessDate'>>;

/**
 * Documents of one business day. Today's and yesterday's are in the read model (an API write is
 * there before its answer, a device's once `fresh` has run); older days are read from the store
 * through the `type`+`businessDate` index, never kept in memory. Documents that do not match their
 * schema are left out, as the model leaves them out.
 */
export class DayDocs {
  constructor(
    private readonly model: ReadModel,
    private readonly store: Store,
    private readonly today: () => string,
  ) {}

  async of<T extends DayType>(type: T, date: string): Promise<Array<DocsByType[T]>> {
    await this.model.fresh('floor');
    if (date >= addDays(this.today(), -1))
      return this.model.list(type).filter((doc) => doc.businessDate === date);
    const db = this.store.db('floor');
    const ids = await idsFound(db, { index: BY_TYPE_DATE, selector: { type, businessDate: date } });
    return (await docsByIds(db, ids)).flatMap((doc) => {
      const parsed: DocsByType[T] | null = parseKind(type, doc);
      return parsed === null ? [] : [parsed];
    });
  }
}
