import { Table, Text } from '@chakra-ui/react';
import { ingredientStockStatus, INGREDIENT_UNIT_LABELS } from '@restaurantpro/schema';
import { Money } from '../../components/Money.tsx';
import { EditableTable } from '../../components/EditableTable.tsx';
import type { RowEditing } from '../../components/ListTable.tsx';
import { StockStatusBadge } from '../../components/StockStatusBadge.tsx';
import type { StoredIngredient } from '../../data/repositories/ingredients.ts';
import { formatQuantity } from '../../lib/format.ts';
import { formatExpiry } from './ingredient-form.ts';
import { NumberCell } from '../../components/NumberCell.tsx';

const COLUMNS = [
  { label: 'Ingrediente' },
  { label: 'Unidad' },
  { label: 'Stock actual', end: true },
  { label: 'Stock mínimo', end: true },
  { label: 'Coste por unidad', end: true },
  { label: 'Estado' },
];

/** The ingredient list; edit and delete appear only for roles that may change the inventory. */
export function IngredientTable({
  ingredients,
  ...editing
}: {
  ingredients: readonly StoredIngredient[];
} & RowEditing<StoredIngredient>) {
  return (
    <EditableTable
      columns={COLUMNS}
      items={ingredients}
      testId="ingredient-row"
      rowData={(ingredient) => ({ 'data-name': ingredient.name })}
      name={(ingredient) => ingredient.name}
      {...editing}
      cells={(ingredient) => (
        <>
          <Table.Cell>
            <Text fontWeight="medium">{ingredient.name}</Text>
            {ingredient.expiryDate && (
              <Text fontSize="xs" color="fg.muted">
                Vence: {formatExpiry(ingredient.expiryDate)}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>{INGREDIENT_UNIT_LABELS[ingredient.unit]}</Table.Cell>
          <NumberCell>{formatQuantity(ingredient.currentStock)}</NumberCell>
          <NumberCell>{formatQuantity(ingredient.minStock)}</NumberCell>
          <Table.Cell textAlign="end">
            <Money amount={ingredient.costPerUnit} />
          </Table.Cell>
          <Table.Cell>
            <StockStatusBadge status={ingredientStockStatus(ingredient.currentStock, ingredient.minStock)} />
          </Table.Cell>
        </>
      )}
    />
  );
}
