import { Alert, List } from '@chakra-ui/react';
import { INGREDIENT_UNIT_LABELS } from '@restaurantpro/schema';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { formatQuantity } from '../../lib/format.ts';

/** The red card listing ingredients at or below their minimum; the screen shows it only when some are. */
export function LowStockCard({ ingredients }: { ingredients: readonly StoredIngredient[] }) {
  return (
    <Alert.Root status="error" variant="surface" mb="6" data-testid="low-stock-card">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Stock bajo</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {ingredients.map((ingredient) => (
              <List.Item key={ingredient._id}>
                {ingredient.name}:{' '}
                {formatQuantity(
                  ingredient.currentStock,
                  INGREDIENT_UNIT_LABELS[ingredient.unit].toLowerCase(),
                )}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
