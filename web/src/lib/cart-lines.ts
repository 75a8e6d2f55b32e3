import { COURSE_OF_CATEGORY, idPart, type ChosenModifier, type Product } from '@restaurantpro/schema';

/**
 * Which cart line a dish goes to. The same dish made differently (another 'punto', an extra egg, a
 * note 'sin cebolla') is a line of its own for the kitchen; the same dish made the same way raises
 * the quantity of the line it already has.
 */

export interface LineChoice {
  modifiers?: readonly ChosenModifier[];
  notes?: string;
}

interface LineLike {
  productId: string;
  modifiers?: readonly ChosenModifier[];
  notes?: string;
}

/** A note as stored: trimmed, and absent when nothing but spaces was typed. */
export function cleanNote(notes: string | undefined): string | undefined {
  const trimmed = notes?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : undefined;
}

function modifierKey(modifiers: readonly ChosenModifier[] | undefined): string {
  return (modifiers ?? []).map((modifier) => `${modifier.groupId}/${modifier.optionId}`).join('|');
}

/** Whether two lines are the same dish made the same way (same options, same note). */
export function sameLine(a: LineLike, b: LineLike): boolean {
  return (
    a.productId === b.productId &&
    modifierKey(a.modifiers) === modifierKey(b.modifiers) &&
    cleanNote(a.notes) === cleanNote(b.notes)
  );
}

/** How many of a product the cart holds over all its lines (the staff card's counter). */
export function productQuantity(
  lines: readonly (LineLike & { quantity: number })[],
  productId: string,
): number {
  return lines.reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0);
}

/** The product's most recent line: the staff card's '−' takes one from it. */
export function lastLineOf<T extends LineLike>(lines: readonly T[], productId: string): T | undefined {
  return lines.findLast((line) => line.productId === productId);
}

/** The cart's 'add' for a product, with the options and note chosen in the picker (if any). */
export function addLine(
  product: Pick<Product, '_id' | 'name' | 'price' | 'category'>,
  lineId: string,
  choice: LineChoice = {},
) {
  const notes = cleanNote(choice.notes);
  return {
    type: 'add' as const,
    product: {
      id: idPart(product._id),
      name: product.name,
      price: product.price,
      course: COURSE_OF_CATEGORY[product.category],
    },
    lineId,
    ...(choice.modifiers && choice.modifiers.length > 0 ? { modifiers: [...choice.modifiers] } : {}),
    ...(notes ? { notes } : {}),
  };
}
