import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { MessageSquarePlus } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { TEXT_MAX_LENGTH } from '@restaurantpro/schema';
import type { CartAction, CartLine } from '../../lib/cart.ts';
import { lineCourse } from '@restaurantpro/schema';
import { modifiersText } from '../../lib/order-lines.ts';
import { LineCourseSelect } from './LineCourseSelect.tsx';

/**
 * Under a line of the order being built: its modifiers ('Al punto · Huevo (+1,50 €)'), its note
 * for the kitchen, written or changed in place ('Añadir nota'), and the course it goes out in.
 */
export function CartLineExtras({
  line,
  dispatch,
}: {
  line: Pick<CartLine, 'id' | 'productName' | 'modifiers' | 'notes' | 'course'>;
  dispatch: Dispatch<CartAction>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const modifiers = modifiersText(line.modifiers);
  const save = () => {
    if (draft !== null) dispatch({ type: 'setNotes', lineId: line.id, notes: draft });
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
          <LineCourseSelect
            productName={line.productName}
            course={lineCourse(line)}
            onCourse={(course) => dispatch({ type: 'setCourse', lineId: line.id, course })}
          />
        </Flex>
      )}
    </Stack>
  );
}
