import type { Ingredient } from '@restaurantpro/schema';
import type { StoredDoc } from '../queries.ts';

/**
 * An ingredient as the floor replica stores it. A module of its own because stock counts read
 * ingredients while `ingredients.ts` records a count when an edit changes the stock: both import the
 * type from here, and neither imports the other back.
 */
export type StoredIngredient = Ingredient & StoredDoc;
