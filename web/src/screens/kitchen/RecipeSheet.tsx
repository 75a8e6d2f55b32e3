import { Box, Card, Flex, Heading, Separator, Stack, Table, Text } from '@chakra-ui/react';
import {
  DIFFICULTY_LABELS,
  INGREDIENT_UNIT_LABELS,
  marginPercent,
  recipeCostPerPortion,
  type Ingredient,
  type Product,
  type Recipe,
} from '@restaurantpro/schema';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { formatQuantity } from '../../lib/format.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { CostSummary } from '../../components/CostSummary.tsx';
import { NumberCell } from '../../components/NumberCell.tsx';

/** 'Ficha Técnica' of the selected product: the recipe, its cost per portion and the margin (spec §9). */
export function RecipeSheet({ productId }: { productId: string | null }) {
  const products = useLiveDocs('product');
  const recipes = useLiveDocs('recipe');
  const ingredients = useLiveDocs('ingredient');
  const product = (products.data ?? []).find((doc) => refOf(doc) === productId);
  const recipe = (recipes.data ?? []).find((doc) => doc.productId === productId);
  const byId = new Map((ingredients.data ?? []).map((doc) => [refOf(doc), doc]));

  return (
    <Stack gap="3" as="section" aria-label="Ficha Técnica">
      <Heading as="h2" size="lg">
        Ficha Técnica
      </Heading>
      {!product ? (
        <Notice
          title="Selecciona un Producto"
          description="Elige un producto en el stock diario para ver su receta."
        />
      ) : recipes.status === 'loading' ? null : !recipe ? (
        <Notice title={TOASTS.recipeNotFound.title} description={TOASTS.recipeNotFound.description ?? ''} />
      ) : (
        <Sheet product={product} recipe={recipe} ingredients={byId} />
      )}
    </Stack>
  );
}

function Notice({ title, description }: { title: string; description: string }) {
  return (
    <Card.Root>
      <Card.Body>
        <Text fontWeight="bold" fontSize="lg">
          {title}
        </Text>
        <Text color="fg.muted">{description}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function Sheet({
  product,
  recipe,
  ingredients,
}: {
  product: Product;
  recipe: Recipe;
  ingredients: ReadonlyMap<string, Ingredient>;
}) {
  const lines = recipe.ingredients.map((line) => ({ line, ingredient: ingredients.get(line.ingredientId) }));
  const costPerPortion = recipeCostPerPortion(
    lines.map(({ line, ingredient }) => ({
      quantity: line.quantity,
      costPerUnit: ingredient?.costPerUnit ?? '0.00',
    })),
    recipe.servings,
  );
  const margin = marginPercent(product.price, costPerPortion);
  return (
    <Card.Root data-testid="recipe-sheet">
      <Card.Body gap="3">
        <Text fontSize="xl" fontWeight="bold">
          {product.name}
        </Text>
        <Flex gap="6" wrap="wrap">
          <Fact label="Raciones" value={String(recipe.servings || 1)} />
          <Fact label="Tiempo" value={`${recipe.preparationTime} min`} />
          <Fact label="Dificultad" value={DIFFICULTY_LABELS[recipe.difficulty]} />
        </Flex>
        <Separator />
        <Text fontWeight="semibold">Ingredientes</Text>
        <Table.Root size="sm">
          <Table.Body>
            {lines.map(({ line, ingredient }) => (
              <Table.Row key={line.id}>
                <Table.Cell>{ingredient?.name ?? 'Ingrediente desconocido'}</Table.Cell>
                <NumberCell>
                  {formatQuantity(
                    line.quantity,
                    ingredient ? INGREDIENT_UNIT_LABELS[ingredient.unit].toLowerCase() : undefined,
                  )}
                </NumberCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text fontWeight="semibold">Preparación</Text>
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
          {recipe.instructions
            .split('\n')
            .map((step) => step.trim())
            .filter(Boolean)
            .map((step, index) => (
              <li key={index}>{step}</li>
            ))}
        </Stack>
        {recipe.notes && (
          <Box>
            <Text fontWeight="semibold">Notas</Text>
            <Text color="fg.muted">{recipe.notes}</Text>
          </Box>
        )}
        <Separator />
        <CostSummary costPerPortion={costPerPortion} price={product.price} margin={margin} />
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}
