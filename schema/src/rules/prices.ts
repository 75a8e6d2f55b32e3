import type { Product } from '../docs/catalogue.ts';
import type { OrderItem } from '../docs/order.ts';
import { fromCents, toCents } from '../money.ts';
import { chosenModifiers, choicesOf, modifierChoiceProblem } from './modifiers.ts';

/**
 * A product's price from a business day on (the day a price change was made). `by` and `at` say who
 * set it and when (the product's `updatedBy`/`updatedAt`), for the activity log; spells recorded
 * before they were kept have neither.
 */
export interface PriceSpell {
  price: string;
  from: string;
  by?: string;
  at?: string;
}

/** Who set a price and when. */
export interface PriceAuthor {
  by: string;
  at: string;
}

/**
 * The prices a product had at some moment of business day `day`, from its spells in the order
 * they began: the one in effect when the day opened and every one that began during it. The first
 * spell known counts as in effect before it began too (its earlier price was never recorded).
 */
export function pricesOnDay(spells: readonly PriceSpell[], day: string): Set<string> {
  const prices = new Set<string>();
  spells.forEach((spell, index) => {
    const next = spells[index + 1];
    const began = index === 0 || spell.from <= day;
    const lasted = next === undefined || next.from >= day;
    if (began && lasted) prices.add(spell.price);
  });
  return prices;
}

/**
 * The spells with `price` from `day` appended (with its author, when known), unless that price is
 * already the last one.
 */
export function withPrice(
  spells: readonly PriceSpell[],
  price: string,
  day: string,
  author?: PriceAuthor,
): PriceSpell[] {
  if (spells[spells.length - 1]?.price === price) return [...spells];
  return [...spells, { price, from: day, ...(author === undefined ? {} : { by: author.by, at: author.at }) }];
}

/** One change of a product's price: from what, to what, by whom and when. */
export interface PriceChange {
  productId: string;
  before: string;
  after: string;
  by: string;
  at: string;
}

/**
 * The price changes of business day `day` in a product's spells: each spell that began that day
 * and follows another one. A product's first price is its creation, not a change; a spell without
 * an author (recorded before authors were kept) cannot say who made it and is left out.
 */
export function priceChangesOn(productId: string, spells: readonly PriceSpell[], day: string): PriceChange[] {
  const changes: PriceChange[] = [];
  spells.forEach((spell, index) => {
    const previous = spells[index - 1];
    if (previous === undefined || spell.from !== day || spell.by === undefined || spell.at === undefined)
      return;
    changes.push({ productId, before: previous.price, after: spell.price, by: spell.by, at: spell.at });
  });
  return changes;
}

/** What a line's modifiers are judged against: its product's name and modifier groups. */
export type ModifierSource = Pick<Product, 'name' | 'modifierGroups'>;

/**
 * Why a line's modifiers are not a valid pick of its product's groups (a required group left out,
 * two options of a single-choice group, an option the product does not have), or carry other names
 * or price changes than the product gives them, or null.
 */
export function lineModifierProblem(
  line: Pick<OrderItem, 'modifiers'>,
  product: ModifierSource,
): string | null {
  const modifiers = line.modifiers ?? [];
  const choices = choicesOf(modifiers);
  const choiceProblem = modifierChoiceProblem(product, choices);
  if (choiceProblem !== null) return choiceProblem;
  const expected = chosenModifiers(product.modifierGroups ?? [], choices);
  for (const modifier of modifiers) {
    const same = expected.find((e) => e.groupId === modifier.groupId && e.optionId === modifier.optionId);
    if (
      same === undefined ||
      same.groupName !== modifier.groupName ||
      same.optionName !== modifier.optionName ||
      same.priceDelta !== modifier.priceDelta
    ) {
      return `${product.name}: la opción ${modifier.optionName} no es la de la carta`;
    }
  }
  return null;
}

/** The product's own price in a line's unit price: what is left once its modifiers are taken off. */
export function basePriceOf(line: Pick<OrderItem, 'unitPrice' | 'modifiers'>): string {
  const deltas = (line.modifiers ?? []).reduce((sum, modifier) => sum + toCents(modifier.priceDelta), 0);
  return fromCents(toCents(line.unitPrice) - deltas);
}

/**
 * Why new order lines carry a price their product never had on the order's business day, or null.
 * A device prices lines from its replica of the catalogue, so a waiter offline through a price
 * change keeps the old price, which the history allows; a price no one ever set is refused.
 * A line's unit price is the product's price plus its modifiers' price changes, so the price judged
 * against the history is what is left once they are taken off; the modifiers themselves are judged
 * against the product's groups (`productOf`, when given: lineModifierProblem).
 * `spellsOf` answers undefined for a product the server does not know (checked elsewhere).
 */
export function linePriceProblem(
  lines: readonly OrderItem[],
  day: string,
  spellsOf: (productId: string) => readonly PriceSpell[] | undefined,
  productOf?: (productId: string) => ModifierSource | undefined,
): string | null {
  for (const line of lines) {
    const spells = spellsOf(line.productId);
    if (spells === undefined || spells.length === 0) return `El producto de la línea ${line.id} no existe`;
    const product = productOf?.(line.productId);
    const modifierProblem = product === undefined ? null : lineModifierProblem(line, product);
    if (modifierProblem !== null) return modifierProblem;
    if (!pricesOnDay(spells, day).has(basePriceOf(line))) {
      return `El precio de ${line.productName} (${line.unitPrice.replace('.', ',')} €) no es el de la carta de ese día`;
    }
  }
  return null;
}
