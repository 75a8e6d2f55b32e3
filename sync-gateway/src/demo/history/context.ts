import type { Actor, ChainHead, Product, Settings } from '@restaurantpro/schema';
import type { Dice } from './random.ts';
import type { HistoryWriter } from './writer.ts';

/** Someone of the demo staff: who writes, and the name a ticket prints. */
export interface Person {
  actor: Actor;
  name: string;
}

export interface Staff {
  waiter: Person;
  manager: Person;
  cook: Person;
}

/** What every day of the history is written with. */
export interface HistoryContext {
  writer: HistoryWriter;
  timezone: string;
  staff: Staff;
  settings: Settings;
  products: ReadonlyMap<string, Product>;
  /** Ids and the amounts of split payments and refunds: the same dice every load. */
  dice: Dice;
  /** Where the API installation's chain of billing records stands, and each series' last number. */
  chain: { head: ChainHead; numbers: Map<string, number> };
}

/**
 * The head of a document made at `at` by `by`: its id drawn from the dice (so the same on every
 * load), its type and the store's stamps, all at that moment.
 */
export function newDocHead<T extends string>(ctx: HistoryContext, type: T, at: Date, by: Person) {
  return {
    _id: `${type}:${ctx.dice.id(at)}`,
    type,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    updatedBy: by.actor.id,
  };
}
