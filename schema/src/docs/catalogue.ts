import { z } from 'zod';
import {
  difficultySchema,
  modifierKindSchema,
  ivaRateSchema,
  ingredientUnitSchema,
  productCategorySchema,
  tableStatusSchema,
} from '../enums.ts';
import {
  baseDoc,
  dateOrDateTimeSchema,
  imageUrlSchema,
  instructionsText,
  longText,
  moneySchema,
  nameText,
  quantitySchema,
  refSchema,
  shortText,
  signedQuantitySchema,
} from './common.ts';

/** One option of a modifier group, with what it adds to the price ('Huevo', +1.50). */
export const modifierOptionSchema = z.object({
  id: refSchema,
  name: nameText('El nombre de la opción'),
  priceDelta: moneySchema,
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

/** A group with no option offers no choice: refused by the document and the dialog alike. */
export const MODIFIER_OPTIONS_MESSAGE = 'Cada grupo necesita al menos una opción';

/** 'Punto de la carne' (single, required) or 'Extras' (multiple, optional). */
export const modifierGroupSchema = z.object({
  id: refSchema,
  name: nameText('El nombre del grupo'),
  kind: modifierKindSchema,
  required: z.boolean(),
  options: z.array(modifierOptionSchema).min(1, MODIFIER_OPTIONS_MESSAGE).max(30),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

export const productSchema = z.object({
  ...baseDoc('product'),
  name: nameText('El nombre'),
  description: longText('La descripción').optional(),
  category: productCategorySchema,
  price: moneySchema,
  cost: moneySchema,
  imageUrl: imageUrlSchema.optional(),
  isAvailable: z.boolean(),
  /** Minutes. */
  preparationTime: z.int().min(0),
  allergens: longText('Los alérgenos').optional(),
  isActive: z.boolean(),
  modifierGroups: z.array(modifierGroupSchema).max(10).optional(),
  /** IVA in percent when it is not the restaurant's default (drinks at 21 %): see ivaRateOf. */
  ivaRate: ivaRateSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** One ingredient line of a recipe, embedded so a recipe is written atomically. */
export const recipeIngredientSchema = z.object({
  id: refSchema,
  ingredientId: refSchema,
  quantity: quantitySchema,
  notes: longText('Las notas').optional(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSchema = z.object({
  ...baseDoc('recipe'),
  productId: refSchema,
  instructions: instructionsText,
  /** Minutes. */
  preparationTime: z.int().min(0),
  /** 0 means "not set": cost per portion is then the whole recipe's cost (spec §9). */
  servings: z.int().min(0),
  difficulty: difficultySchema,
  notes: longText('Las notas').optional(),
  ingredients: z.array(recipeIngredientSchema),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const areaSchema = z.object({
  ...baseDoc('area'),
  name: nameText('El nombre').min(2, 'El nombre debe tener al menos 2 caracteres'),
  description: longText('La descripción').optional(),
  isActive: z.boolean(),
});
export type Area = z.infer<typeof areaSchema>;

export const tableSchema = z.object({
  ...baseDoc('table'),
  /** Text, not a number: tables are called "B1", "Terraza 3". */
  number: nameText('El número de mesa'),
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
  name: nameText('El nombre'),
  unit: ingredientUnitSchema,
  /** Written by the gateway's stock projection after creation; may be negative (see signedQuantitySchema). */
  currentStock: signedQuantitySchema,
  minStock: quantitySchema,
  costPerUnit: moneySchema,
  supplierId: refSchema.optional(),
  /** A date (YYYY-MM-DD) or a full timestamp. */
  expiryDate: dateOrDateTimeSchema.optional(),
  /** Read by the staff screen (spec §3). */
  category: shortText('La categoría').optional(),
  isActive: z.boolean(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;
