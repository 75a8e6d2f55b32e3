import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { TEXT_MAX_LENGTH } from '@restaurantpro/schema';
import type { CartLine } from '../../lib/cart.ts';
import { modifiersText } from '../../lib/order-lines.ts';

/**
 * Under a line of the order being built: its modifiers ('Al punto · Huevo (+1,50 €)') and its note
 * for the kitchen, written or changed in place ('Añadir nota').
 */
export function CartLineExtras({
  line,
  onNotes,
}: {
  line: Pick<CartLine, 'productName' | 'modifiers' | 'notes'>;
  onNotes: (notes: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const modifiers = modifiersText(line.modifiers);
  const save = () => {
    if (draft !== null) onNotes(draft);
    setDraft(null);
  };
  return (
    <Stack gap="0.5" fontSize="sm">
      {modifiers && (
        <Text color="fg.muted" data-testid="line-modifiers">
          {modifiers}
        </Text>
      )}
      {draft !== null ? (
        <Input
          size="sm"
          autoFocus
          aria-label={`Nota de ${line.productName}`}
          placeholder="Sin cebolla..."
          value={draft}
          maxLength={TEXT_MAX_LENGTH}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      ) : (
        <Flex align="center" gap="2" wrap="wrap">
          {line.notes && (
            <Text color="fg.warning" fontWeight="semibold" data-testid="line-notes">
              {`Nota: ${line.notes}`}
            </Text>
          )}
          <Button
            size="xs"
            variant="plain"
            px="0"
            color="fg.muted"
            aria-label={
              line.notes ? `Cambiar nota de ${line.productName}` : `Añadir nota a ${line.productName}`
            }
            onClick={() => setDraft(line.notes ?? '')}
          >
            <MessageSquarePlus size={14} aria-hidden />
            {line.notes ? 'Cambiar nota' : 'Añadir nota'}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
