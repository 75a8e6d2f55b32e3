import type { Ingredient, Recipe } from '../../docs/catalogue.ts';
import { divRound, toCents } from '../../money.ts';
import { recipeCostPerPortion } from '../recipe.ts';
import type { MenuEngineering, MenuQuadrant } from './summary.ts';

/**
 * Menu engineering (Kasavana–Smith, reports decision 4): each product with a recipe is placed by
 * its popularity (its share of the items sold against 70 % of an even share) and its contribution
 * margin per item (against the average per item sold). The costs are TODAY's recipe costs, so the
 * quadrants say what to change on the menu as it is now.
 */

export const MENU_QUADRANTS: readonly MenuQuadrant[] = ['star', 'plowhorse', 'puzzle', 'dog'];

export const MENU_QUADRANT_LABELS: Record<MenuQuadrant, string> = {
  star: 'Estrella',
  plowhorse: 'Caballo de batalla',
  puzzle: 'Puzzle',
  dog: 'Perro',
};

export const MENU_QUADRANT_ADVICE: Record<MenuQuadrant, string> = {
  star: 'Mantén su calidad y su lugar destacado en la carta',
  plowhorse: 'Se vende mucho pero deja poco: revisa el coste de la receta o sube un poco el precio',
  puzzle: 'Deja buen margen pero se pide poco: dale visibilidad, recomiéndalo o cambia su nombre',
  dog: 'Se vende poco y deja poco: plantéate quitarlo o rehacerlo',
};

/** A product's popularity rule: 70 % of the share each would have if all sold alike. */
export const MENU_POPULARITY_FACTOR = 0.7;

/**
 * The cost of one serving of `recipe` in cents with the ingredients' cost per unit today: the
 * recipes screen's figure (recipeCostPerPortion; the quantities are in each ingredient's own unit).
 * An ingredient no longer stored costs nothing, as on that screen.
 */
export function servingCostCents(
  recipe: Pick<Recipe, 'ingredients' | 'servings'>,
  ingredients: ReadonlyMap<string, Pick<Ingredient, 'costPerUnit'>>,
): number {
  return toCents(
    recipeCostPerPortion(
      recipe.ingredients.map((line) => ({
        quantity: line.quantity,
        costPerUnit: ingredients.get(line.ingredientId)?.costPerUnit ?? '0.00',
      })),
      recipe.servings,
    ),
  );
}

/** One product as the menu is analysed: what it sold in the range and what it costs today. */
export interface MenuItem {
  productId: string;
  quantity: number;
  /** Σ line subtotals in the range, cents (IVA excluded). */
  revenue: number;
  /** Cost per serving today, cents; null without a recipe (the product is not placed). */
  servingCost: number | null;
  /** The list price today (IVA excluded), cents: the margin of a product that sold nothing. */
  price: number;
}

export interface MenuPlacement {
  productId: string;
  /** Share of the items sold among the products placed, 0–1. */
  share: number;
  /** (revenue − cost) / quantity, cents rounded half up; price − serving cost when none sold. */
  unitMargin: number;
  quadrant: MenuQuadrant;
}

/**
 * Places every item with a recipe (reports decision 4). Comparisons are made on integers, not on
 * rounded shares or margins, so a product exactly at the threshold or at the average is popular or
 * of high margin whatever the rounding: popular when quantity × N ≥ 0.7 × Σ quantity; high margin
 * when (revenue − cost) × Σ quantity ≥ Σ (revenue − cost) × quantity (for one that sold nothing:
 * its unit margin against the average). With nothing sold at all, nothing is popular and the
 * average margin is 0.
 */
export function menuEngineering(items: readonly MenuItem[]): {
  menu: MenuEngineering;
  placements: Map<string, MenuPlacement>;
} {
  const placed = items.filter((item) => item.servingCost !== null);
  const count = placed.length;
  const totalQuantity = placed.reduce((sum, item) => sum + item.quantity, 0);
  const contribution = (item: MenuItem) => item.revenue - item.quantity * (item.servingCost ?? 0);
  const totalContribution = placed.reduce((sum, item) => sum + contribution(item), 0);
  const placements = new Map<string, MenuPlacement>();
  for (const item of placed) {
    const popular =
      totalQuantity > 0 && BigInt(item.quantity) * BigInt(count) * 10n >= BigInt(totalQuantity) * 7n;
    const unitMargin =
      item.quantity === 0
        ? item.price - (item.servingCost ?? 0)
        : Number(divRound(BigInt(contribution(item)), BigInt(item.quantity)));
    const high =
      totalQuantity === 0
        ? unitMargin >= 0
        : item.quantity === 0
          ? BigInt(unitMargin) * BigInt(totalQuantity) >= BigInt(totalContribution)
          : BigInt(contribution(item)) * BigInt(totalQuantity) >=
            BigInt(totalContribution) * BigInt(item.quantity);
    const quadrant: MenuQuadrant = popular ? (high ? 'star' : 'plowhorse') : high ? 'puzzle' : 'dog';
    placements.set(item.productId, {
      productId: item.productId,
      share: totalQuantity === 0 ? 0 : item.quantity / totalQuantity,
      unitMargin,
      quadrant,
    });
  }
  return {
    menu: {
      popularityThreshold: count === 0 ? 0 : MENU_POPULARITY_FACTOR / count,
      averageUnitMargin:
        totalQuantity === 0 ? 0 : Number(divRound(BigInt(totalContribution), BigInt(totalQuantity))),
    },
    placements,
  };
}
