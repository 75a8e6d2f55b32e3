import type { OrderItem } from '../docs/order.ts';

/** A product's price from a business day on (the day a price change was made). */
export interface PriceSpell {
  price: string;
  from: string;
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

/** The spells with `price` from `day` appended, unless that price is already the last one. */
export function withPrice(spells: readonly PriceSpell[], price: string, day: string): PriceSpell[] {
  return spells[spells.length - 1]?.price === price ? [...spells] : [...spells, { price, from: day }];
}

/**
 * Why new order lines carry a price their product never had on the order's business day, or null.
 * A device prices lines from its replica of the catalogue, so a waiter offline through a price
 * change keeps the old price, which the history allows; a price no one ever set is refused.
 * `spellsOf` answers undefined for a product the server does not know (checked elsewhere).
 */
export function linePriceProblem(
  lines: readonly OrderItem[],
  day: string,
  spellsOf: (productId: string) => readonly PriceSpell[] | undefined,
): string | null {
  for (const line of lines) {
    const spells = spellsOf(line.productId);
    if (spells === undefined || spells.length === 0) return `El producto de la línea ${line.id} no existe`;
    if (!pricesOnDay(spells, day).has(line.unitPrice)) {
      return `El precio de ${line.productName} (${line.unitPrice.replace('.', ',')} €) no es el de la carta de ese día`;
    }
  }
  return null;
}
