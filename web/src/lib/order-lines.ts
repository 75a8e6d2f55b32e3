import {
  idPart,
  VOID_REASON_LABELS,
  toCents,
  type ChosenModifier,
  type LineVoid,
  type OrderItem,
} from '@restaurantpro/schema';
import { formatEuro } from './format.ts';

/**
 * How a line's extras read on every screen: modifiers with their price changes, allergens, and a
 * voided line's reason. Plain text, so the point of sale, the staff screen and the kitchen say the
 * same thing the same way.
 */

/** '+1,50 €' for an option that costs extra; null for one that costs nothing. */
export function formatPriceDelta(priceDelta: string): string | null {
  return toCents(priceDelta) === 0 ? null : `+${formatEuro(priceDelta)}`;
}

/** 'Huevo (+1,50 €)' or 'Al punto'. */
export function modifierLabel(modifier: Pick<ChosenModifier, 'optionName' | 'priceDelta'>): string {
  const delta = formatPriceDelta(modifier.priceDelta);
  return delta ? `${modifier.optionName} (${delta})` : modifier.optionName;
}

/** A cart line's modifiers on one line: 'Al punto · Huevo (+1,50 €)'; '' when it has none. */
export function modifiersText(modifiers: readonly ChosenModifier[] | undefined): string {
  return (modifiers ?? []).map(modifierLabel).join(' · ');
}

/** The kitchen's reading: one entry per group, 'Punto de la carne: Al punto', 'Extras: Huevo, Pan'. */
export function modifiersByGroup(modifiers: readonly ChosenModifier[] | undefined): string[] {
  const groups = new Map<string, string[]>();
  for (const modifier of modifiers ?? []) {
    groups.set(modifier.groupName, [...(groups.get(modifier.groupName) ?? []), modifier.optionName]);
  }
  return [...groups].map(([group, options]) => `${group}: ${options.join(', ')}`);
}

/** 'Gluten, Lácteos; huevo' → ['gluten', 'lácteos', 'huevo']: the product's free text as a list. */
export function allergenList(allergens: string | undefined): string[] {
  return (allergens ?? '')
    .split(/[,;\n]/)
    .map((allergen) => allergen.trim().toLocaleLowerCase('es'))
    .filter((allergen) => allergen.length > 0);
}

/** Each product's declared allergens by product reference (what order lines name), for cards. */
export function allergensByProduct(
  products: ReadonlyArray<{ _id: string; allergens?: string | undefined }>,
): Map<string, string> {
  const map = new Map<string, string>();
  for (const product of products) if (product.allergens) map.set(idPart(product._id), product.allergens);
  return map;
}

/** 'Alérgenos: gluten, huevo', or null for a product that declares none. */
export function allergenText(allergens: string | undefined): string | null {
  const list = allergenList(allergens);
  return list.length === 0 ? null : `Alérgenos: ${list.join(', ')}`;
}

/**
 * The lines a kitchen card lists: every line but one cancelled without a void (an older way of
 * dropping a line). A voided line stays, struck through, so the cook sees it is not to be made.
 */
export function kitchenLines<T extends Pick<OrderItem, 'status' | 'void'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.void !== undefined || item.status !== 'cancelled');
}

/** 'Anulada · Error al tomar la comanda' (with the free-text reason after it when given). */
export function voidLabel(lineVoid: Pick<LineVoid, 'reason' | 'note'>): string {
  const reason = VOID_REASON_LABELS[lineVoid.reason];
  return lineVoid.note ? `Anulada · ${reason}: ${lineVoid.note}` : `Anulada · ${reason}`;
}
