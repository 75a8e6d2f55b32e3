import { Badge, Box, Button, Card, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { ChefHat, Pencil, Plus } from 'lucide-react';
import {
  DIFFICULTY_LABELS,
  INGREDIENT_UNIT_LABELS,
  marginPercent,
  type Difficulty,
} from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { StoredProduct } from '../../data/repositories/products.ts';
import { costPerPortionOf, type StoredRecipe } from '../../data/repositories/recipes.ts';
import { formatQuantity } from '../../lib/format.ts';
import type { StoredIngredient } from './useRecipesData.ts';
import { CostSummary } from '../../components/CostSummary.tsx';

const DIFFICULTY_PALETTE: Record<Difficulty, string> = {
  easy: 'green',
  medium: 'blue',
  hard: 'orange',
  expert: 'red',
};

/**
 * Right card: the selected product's recipe with its cost per portion and margin (spec §9), or an
 * invitation to create one. Costs use the ingredients' current cost per unit, so they follow price
 * changes in the inventory live.
 */
export function RecipeDetail({
  product,
  recipe,
  ingredients,
  onCreate,
  onEdit,
}: {
  product: StoredProduct | null;
  recipe: StoredRecipe | null;
  ingredients: ReadonlyMap<string, StoredIngredient>;
  /** Absent for roles that may not change recipes. */
  onCreate?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
}) {
  if (!product) {
    return (
      <Card.Root>
        <Card.Header>
          <Card.Title>Selecciona un Producto</Card.Title>
        </Card.Header>
        <Card.Body>
          <EmptyState
            icon={<ChefHat />}
            title="Selecciona un Producto"
            description="Selecciona un producto para ver o crear su receta"
          />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root data-testid="recipe-detail">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title>{`Receta: ${product.name}`}</Card.Title>
          {recipe && onEdit && (
            <Button variant="outline" minH="11" onClick={onEdit}>
              <Pencil /> Editar Receta
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {recipe ? (
          <RecipeBody product={product} recipe={recipe} ingredients={ingredients} />
        ) : (
          <EmptyState
            icon={<ChefHat />}
            title="Este producto aún no tiene receta"
            action={
              onCreate && (
                <Button colorPalette="brand" minH="11" onClick={onCreate}>
                  <Plus /> Crear Receta
                </Button>
              )
            }
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RecipeBody({
  product,
  recipe,
  ingredients,
}: {
  product: StoredProduct;
  recipe: StoredRecipe;
  ingredients: ReadonlyMap<string, StoredIngredient>;
}) {
  const costPerPortion = costPerPortionOf(recipe, ingredients);
  const margin = marginPercent(product.price, costPerPortion);
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Badge colorPalette={DIFFICULTY_PALETTE[recipe.difficulty]} size="lg">
          {DIFFICULTY_LABELS[recipe.difficulty]}
        </Badge>
        <Text color="fg.muted">{`${recipe.preparationTime} min • ${recipe.servings} ${recipe.servings === 1 ? 'ración' : 'raciones'}`}</Text>
      </Flex>
      <Box>
        <Text fontWeight="semibold" mb="2">
          Ingredientes
        </Text>
        <Stack as="ul" gap="1" listStyleType="none">
          {recipe.ingredients.map((line) => {
            const ingredient = ingredients.get(line.ingredientId);
            return (
              <Flex
                as="li"
                key={line.id}
                justify="space-between"
                gap="3"
                py="1"
                borderBottomWidth="1px"
                data-testid="recipe-line"
              >
                <Text>
                  {ingredient?.name ?? 'Ingrediente desconocido'}
                  {line.notes && <Text as="span" color="fg.muted" fontSize="sm">{` · ${line.notes}`}</Text>}
                </Text>
                <Text className="tabular" whiteSpace="nowrap">
                  {formatQuantity(
                    line.quantity,
                    ingredient ? INGREDIENT_UNIT_LABELS[ingredient.unit].toLowerCase() : undefined,
                  )}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      </Box>
      {recipe.instructions && (
        <Box>
          <Text fontWeight="semibold" mb="1">
            Instrucciones
          </Text>
          <Text whiteSpace="pre-line" data-testid="recipe-instructions">
            {recipe.instructions}
          </Text>
        </Box>
      )}
      {recipe.notes && (
        <Box>
          <Text fontWeight="semibold" mb="1">
            Notas
          </Text>
          <Text color="fg.muted" whiteSpace="pre-line">
            {recipe.notes}
          </Text>
        </Box>
      )}
      <Separator />
      <CostSummary costPerPortion={costPerPortion} price={product.price} margin={margin} testIdPrefix="recipe-" />
    </Stack>
  );
}
