import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { memo } from 'react';
import type { StockAdjustment } from '../../data/repositories/stock.ts';
import { adjustmentFor, parseStockInput } from './stock-edits.ts';

export interface StockRowProps {
  productId: string;
  name: string;
  /** What the input shows: the cook's edit, or the stored figure. */
  typed: string;
  /** The stored figure shown when nothing is typed (0 while untracked). */
  shown: number;
  /** The projection's value the adjustment's delta is taken from. */
  current: number;
  tracked: boolean;
  selected: boolean;
  saving: boolean;
  onSelect: (productId: string) => void;
  onEdit: (productId: string, text: string) => void;
  onSave: (adjustments: StockAdjustment[]) => void;
}

/**
 * One product's daily stock: name (selects its recipe sheet), −/input/+, 'Actualizar' when edited, and
 * what is left. Memoised on plain values and stable callbacks: an order's sale changes one row's
 * figures, and only that row renders again.
 */
export const StockRow = memo(function StockRow(props: StockRowProps) {
  const { productId, name, typed, shown, current, tracked, selected, saving, onSelect, onEdit, onSave } =
    props;
  const value = parseStockInput(typed);
  const change = adjustmentFor(productId, typed, { shown, current });
  return (
    <Stack
      gap="1"
      p="3"
      borderWidth="1px"
      rounded="md"
      borderColor={selected ? 'brand.solid' : 'border'}
      data-testid="stock-row"
      data-product={name}
    >
      <Button
        variant="plain"
        justifyContent="start"
        p="0"
        h="auto"
        fontWeight="semibold"
        onClick={() => onSelect(productId)}
        aria-pressed={selected}
      >
        {name}
      </Button>
      <HStack gap="2">
        <IconButton
          aria-label={`Menos ${name}`}
          variant="outline"
          disabled={value <= 0}
          onClick={() => onEdit(productId, String(value - 1))}
        >
          <Minus />
        </IconButton>
        <Input
          type="number"
          min={0}
          inputMode="numeric"
          aria-label={`Stock de ${name}`}
          value={typed}
          onChange={(event) => onEdit(productId, event.currentTarget.value)}
          w="20"
          textAlign="center"
          className="tabular"
        />
        <IconButton
          aria-label={`Más ${name}`}
          variant="outline"
          onClick={() => onEdit(productId, String(value + 1))}
        >
          <Plus />
        </IconButton>
        {change && (
          <Button
            size="sm"
            colorPalette="brand"
            variant="subtle"
            disabled={saving}
            onClick={() => onSave([change])}
          >
            Actualizar
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color={shown > 0 || !tracked ? 'fg.muted' : 'fg.error'}>
        {stockText(tracked, shown)}
      </Text>
    </Stack>
  );
});

/** A product without a row today is not under daily control: the point of sale sells it freely. */
function stockText(tracked: boolean, portions: number): string {
  if (!tracked) return 'sin límite diario';
  return portions > 0 ? `${portions} raciones disponibles` : 'sin stock';
}
