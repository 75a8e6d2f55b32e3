import type { Recipe, RecipeIngredient } from '@restaurantpro/schema';
import { newId } from '../ids.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { sendFreshJson } from '../http-cache.ts';
import { productIdParams, recipeBody, recipeIngredientBody } from '../inputs.ts';
import { ApiError, unknownReference } from '../api-error.ts';
import { errors, recipeIngredientOut, recipeOut, recipeSheetOut } from '../shapes.ts';
import type { ReadModel } from '../read-model.ts';

function recipeOfProduct(model: ReadModel, productId: string): Recipe | undefined {
  return model.list('recipe').find((recipe) => recipe.productId === productId);
}

/** A recipe without its embedded lines: the spec's `recipe` part of the answer. */
function recipeApi(recipe: Recipe): Record<string, unknown> {
  const { ingredients: _lines, ...rest } = toApi(recipe);
  return rest;
}

/**
 * Recipes embed their ingredient lines (one document, written atomically). The REST calls keep the
 * spec's shape: a recipe, then one POST per line appended to it.
 */
export function recipeRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;
  const tags = ['recipes'];

  app.get(
    '/api/recipes/product/:productId',
    {
      onRequest: guards.user,
      schema: { tags, params: productIdParams, response: { 200: recipeSheetOut, ...errors(404) } },
    },
    async (request, reply) => {
      await model.fresh('floor');
      const recipe = recipeOfProduct(model, request.params.productId);
      if (!recipe) return reply.notFound('No se encontró información de receta para este producto');
      const ingredients = recipe.ingredients.map((line) => {
        const ingredient = model.get('ingredient', line.ingredientId);
        return {
          id: line.id,
          ingredientId: line.ingredientId,
          quantity: line.quantity,
          notes: line.notes,
          // Deleted through a device despite being used: still listed, so the sheet shows the gap.
          ingredient: ingredient
            ? { name: ingredient.name, unit: ingredient.unit, costPerUnit: ingredient.costPerUnit }
            : { name: 'Ingrediente desconocido', unit: '', costPerUnit: '0.00' },
        };
      });
      return sendFreshJson(request, reply, { recipe: recipeApi(recipe), ingredients });
    },
  );

  const checkIngredient = (ingredientId: string, path: string) => {
    if (!model.get('ingredient', ingredientId)) throw unknownReference(path, 'El ingrediente no existe');
  };

  app.post(
    '/api/recipes',
    {
      onRequest: guards.writes('recipe'),
      schema: { tags, body: recipeBody, response: { 201: recipeOut, ...errors(409) } },
    },
    async (request, reply) => {
      const { ingredients, ...fields } = request.body;
      await model.fresh('floor');
      if (!model.get('product', fields.productId))
        throw unknownReference('/productId', 'El producto no existe');
      // One recipe per product: the sheet and the cost per portion read exactly one.
      if (recipeOfProduct(model, fields.productId))
        throw new ApiError(409, 'conflict', 'Este producto ya tiene receta');
      ingredients.forEach((line, index) =>
        checkIngredient(line.ingredientId, `/ingredients/${index}/ingredientId`),
      );
      const lines: RecipeIngredient[] = ingredients.map((line) => ({ id: newId(), ...line }));
      const doc = await docs.create('recipe', { ...fields, ingredients: lines }, actor(request));
      return reply.code(201).send(toApi(doc));
    },
  );

  app.post(
    '/api/recipe-ingredients',
    {
      onRequest: guards.writes('recipe'),
      schema: {
        tags,
        body: recipeIngredientBody,
        response: { 201: recipeIngredientOut },
      },
    },
    async (request, reply) => {
      const { recipeId, ...fields } = request.body;
      await model.fresh('floor');
      checkIngredient(fields.ingredientId, '/ingredientId');
      const line: RecipeIngredient = { id: newId(), ...fields };
      // Appended to the latest revision (retried on a concurrent edit), so parallel calls all land.
      const saved = await docs.update('recipe', recipeId, actor(request), (recipe) => ({
        ingredients: [...recipe.ingredients, line],
      }));
      if (!saved) throw unknownReference('/recipeId', 'La receta no existe');
      return reply.code(201).send({ ...line, recipeId });
    },
  );
}
