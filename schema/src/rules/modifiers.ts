import type { ModifierGroup, Product } from '../docs/catalogue.ts';
import type { ChosenModifier } from '../docs/order.ts';
import { fromCents, toCents } from '../money.ts';

/** What a device or the API asks for: the options chosen in each group, by id. */
export interface ModifierChoice {
  groupId: string;
  optionIds: readonly string[];
}

/**
 * Why `choices` are not a valid pick of `product`'s modifier groups, or null: every required group
 * answered, a single-choice group answered once, and only the product's own groups and options.
 */
export function modifierChoiceProblem(
  product: Pick<Product, 'name' | 'modifierGroups'>,
  choices: readonly ModifierChoice[],
): string | null {
  const groups = product.modifierGroups ?? [];
  const byId = new Map(groups.map((group) => [group.id, group]));
  const seen = new Set<string>();
  for (const choice of choices) {
    const group = byId.get(choice.groupId);
    if (!group) return `${product.name} no tiene ese grupo de opciones`;
    if (seen.has(group.id)) return `${group.name}: el grupo aparece dos veces`;
    seen.add(group.id);
    if (new Set(choice.optionIds).size !== choice.optionIds.length) return `${group.name}: opción repetida`;
    if (group.kind === 'single' && choice.optionIds.length > 1) return `${group.name}: elige solo una opción`;
    const unknown = choice.optionIds.find((id) => !group.options.some((option) => option.id === id));
    if (unknown !== undefined) return `${group.name}: opción no válida`;
  }
  const missing = groups.find(
    (group) => group.required && !choices.some((c) => c.groupId === group.id && c.optionIds.length > 0),
  );
  return missing ? `Falta elegir: ${missing.name}` : null;
}

/** The chosen options as a line stores them (names and price changes copied at sale time). */
export function chosenModifiers(
  groups: readonly ModifierGroup[],
  choices: readonly ModifierChoice[],
): ChosenModifier[] {
  const chosen: ChosenModifier[] = [];
  for (const group of groups) {
    const choice = choices.find((c) => c.groupId === group.id);
    for (const option of group.options) {
      if (!choice?.optionIds.includes(option.id)) continue;
      chosen.push({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        optionName: option.name,
        priceDelta: option.priceDelta,
      });
    }
  }
  return chosen;
}

/** The stored modifiers as the choice they came from (to judge them again against the catalogue). */
export function choicesOf(modifiers: readonly ChosenModifier[]): ModifierChoice[] {
  const byGroup = new Map<string, string[]>();
  for (const modifier of modifiers) {
    byGroup.set(modifier.groupId, [...(byGroup.get(modifier.groupId) ?? []), modifier.optionId]);
  }
  return [...byGroup].map(([groupId, optionIds]) => ({ groupId, optionIds }));
}

/** A line's unit price: the product's price plus every chosen option's price change. */
export function unitPriceWithModifiers(basePrice: string, modifiers: readonly ChosenModifier[]): string {
  return fromCents(
    modifiers.reduce((sum, modifier) => sum + toCents(modifier.priceDelta), toCents(basePrice)),
  );
}

/** 'Al punto · Huevo (+1,50 €)'-style text is the screens' job; this is the plain list for tickets. */
export function modifierSummary(modifiers: readonly ChosenModifier[] | undefined): string {
  return (modifiers ?? []).map((modifier) => modifier.optionName).join(', ');
}
