import { z } from 'zod';
import {
  difficultySchema,
  ingredientUnitSchema,
  productCategorySchema,
  tableStatusSchema,
} from '../enums.ts';
import {
  baseDoc,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  optionalText,
  quantitySchema,
  refSchema,
} from './common.ts';

export const productSchema = z.object({
  ...baseDoc('product'),
  name: z.string().min(1),
  description: optionalText,
  category: productCategorySchema,
  price: moneySchema,
  cost: moneySchema,
  imageUrl: optionalText,
  isAvailable: z.boolean(),
  /** Minutes. */
  preparationTime: z.int().min(0),
  allergens: optionalText,
  isActive: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** One ingredient line of a recipe, embedded so a recipe is written atomically. */
export const recipeIngredientSchema = z.object({
  id: refSchema,
  ingredientId: refSchema,
  quantity: quantitySchema,
  notes: optionalText,
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSchema = z.object({
  ...baseDoc('recipe'),
  productId: refSchema,
  instructions: z.string(),
  /** Minutes. */
  preparationTime: z.int().min(0),
  /** 0 means "not set": cost per portion is then the whole recipe's cost (spec §9). */
  servings: z.int().min(0),
  difficulty: difficultySchema,
  notes: optionalText,
  ingredients: z.array(recipeIngredientSchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const areaSchema = z.object({
  ...baseDoc('area'),
  name: z.string().min(2),
  description: optionalText,
  isActive: z.boolean(),
});
export type Area = z.infer<typeof areaSchema>;

export const tableSchema = z.object({
  ...baseDoc('table'),
  /** Text, not a number: tables are called "B1", "Terraza 3". */
  number: z.string().min(1),
  capacity: z.int().min(1),
  areaId: refSchema,
  status: tableStatusSchema,
  positionX: z.int().nullable(),
  positionY: z.int().nullable(),
  isActive: z.boolean(),
});
/** A restaurant table (named to avoid clashing with the DOM's HTMLTableElement vocabulary). */
export type DiningTable = z.infer<typeof tableSchema>;

export const ingredientSchema = z.object({
  ...baseDoc('ingredient'),
  name: z.string().min(1),
  unit: ingredientUnitSchema,
  currentStock: quantitySchema,
  minStock: quantitySchema,
  costPerUnit: moneySchema,
  supplierId: refSchema.optional(),
  /** A date (YYYY-MM-DD) or a full timestamp. */
  expiryDate: z.union([isoDateSchema, isoDateTimeSchema]).optional(),
  /** Read by the staff screen (spec §3). */
  category: optionalText,
  isActive: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;
