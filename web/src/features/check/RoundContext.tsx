import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Receipt } from 'lucide-react';
import { MAX_GUESTS } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import { formatEuro } from '../../lib/format.ts';

/**
 * Above an order being built: for a free table, 'Comensales' (the check opens with the first round,
 * for the table's capacity unless changed); for a table with a live check, its guests, its bill's
 * total and the way to the check, since the order will be one more round on it.
 */
export function RoundContext({
  entry,
  guests,
  onGuests,
  onOpenCheck,
}: {
  entry: FloorTableCheck;
  guests: number | null;
  onGuests: (guests: number | null) => void;
  onOpenCheck: () => void;
}) {
  if (entry.check && entry.view && entry.bill) {
    return (
      <HStack gap="2" data-testid="round-context">
        <Text fontSize="sm" color="fg.muted">{`Ronda nueva · ${entry.view.guests} comensales`}</Text>
        <Button size="sm" variant="outline" onClick={onOpenCheck} data-testid="open-check">
          <Receipt size={16} aria-hidden /> {`Ver cuenta · ${formatEuro(entry.bill.total)}`}
        </Button>
      </HStack>
    );
  }
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto" data-testid="round-context">
      <Field.Label fontSize="sm">Comensales</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_GUESTS}
        w="20"
        size="sm"
        value={guests ?? entry.table.capacity}
        onChange={(event) => {
          const value = Number.parseInt(event.currentTarget.value, 10);
          onGuests(Number.isFinite(value) ? value : null);
        }}
      />
    </Field.Root>
  );
}
