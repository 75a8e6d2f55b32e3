import {
  chosenModifiers,
  modifierChoiceProblem,
  unitPriceWithModifiers,
  type ChosenModifier,
  type ModifierChoice,
  type ModifierGroup,
  type Product,
} from '@restaurantpro/schema';

/**
 * The modifier picker of the point of sale and the staff screen, as plain data: which options are
 * ticked, whether 'Añadir' may add the line yet, and what the line will cost. The rules themselves
 * (what a valid choice is, how a price changes) are the schema's; this only holds the ticks.
 */

/** The options ticked so far, by group id, in the order the product lists them. */
export type Picks = Readonly<Record<string, readonly string[]>>;

export const NO_PICKS: Picks = {};

/** Whether adding the product asks for a choice first (it has modifier groups). */
export function needsPicker(product: Pick<Product, 'modifierGroups'>): boolean {
  return (product.modifierGroups ?? []).length > 0;
}

/**
 * Ticks (`on`) or unticks one option. A single-choice group holds one option, so ticking another
 * replaces it; a multiple-choice group keeps the product's own option order.
 */
export function togglePick(picks: Picks, group: ModifierGroup, optionId: string, on: boolean): Picks {
  const current = picks[group.id] ?? [];
  let next: string[];
  if (group.kind === 'single') next = on ? [optionId] : current.filter((id) => id !== optionId);
  else {
    const wanted = new Set(current);
    if (on) wanted.add(optionId);
    else wanted.delete(optionId);
    next = group.options.map((option) => option.id).filter((id) => wanted.has(id));
  }
  return { ...picks, [group.id]: next };
}

/** Clears a group ('Ninguna' in an optional single-choice group). */
export function clearPicks(picks: Picks, groupId: string): Picks {
  return { ...picks, [groupId]: [] };
}

/** The ticks as the schema's choice: groups with nothing ticked are left out. */
export function picksAsChoices(picks: Picks): ModifierChoice[] {
  return Object.entries(picks)
    .filter(([, optionIds]) => optionIds.length > 0)
    .map(([groupId, optionIds]) => ({ groupId, optionIds }));
}

export interface PickerVerdict {
  /** Why 'Añadir' stays disabled ('Falta elegir: Punto de la carne'), or null. */
  problem: string | null;
  /** The chosen options as the line stores them. */
  modifiers: ChosenModifier[];
  /** The product's price plus the chosen options' price changes. */
  unitPrice: string;
}

/** What the picker shows under its options and adds on 'Añadir'. */
export function pickerVerdict(
  product: Pick<Product, 'name' | 'price' | 'modifierGroups'>,
  picks: Picks,
): PickerVerdict {
  const choices = picksAsChoices(picks);
  const modifiers = chosenModifiers(product.modifierGroups ?? [], choices);
  return {
    problem: modifierChoiceProblem(product, choices),
    modifiers,
    unitPrice: unitPriceWithModifiers(product.price, modifiers),
  };
}
