import { Stack, Text } from '@chakra-ui/react';
import type { OrderItem } from '@restaurantpro/schema';
import { modifiersByGroup, voidLabel } from '../lib/order-lines.ts';
import { AllergenBadge } from './AllergenBadge.tsx';

/**
 * What the cook must see under a line, loud enough to read across a kitchen: how the dish is made
 * (modifiers, in bold), the waiter's note (bold, warning colour), the dish's allergens, and, for a
 * voided line, 'Anulada' with its reason.
 */
export function OrderLineDetails({
  item,
  allergens,
  fontSize = 'md',
}: {
  item: Pick<OrderItem, 'modifiers' | 'notes' | 'void'>;
  allergens?: string | undefined;
  fontSize?: 'sm' | 'md';
}) {
  const modifiers = modifiersByGroup(item.modifiers);
  if (item.void) {
    return (
      <Text fontSize={fontSize} color="fg.error" fontWeight="semibold" data-testid="line-void">
        {voidLabel(item.void)}
      </Text>
    );
  }
  if (modifiers.length === 0 && !item.notes && !allergens) return null;
  return (
    <Stack gap="1" align="flex-start" fontSize={fontSize}>
      {modifiers.map((text) => (
        <Text key={text} fontWeight="bold" color="blue.fg" data-testid="line-modifier">
          {text}
        </Text>
      ))}
      {item.notes && (
        <Text fontWeight="bold" color="fg.warning" data-testid="line-notes">
          {`Nota: ${item.notes}`}
        </Text>
      )}
      <AllergenBadge allergens={allergens} size={fontSize === 'sm' ? 'sm' : 'md'} />
    </Stack>
  );
}
