import {
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DiningTable, RoundTotals } from '@restaurantpro/schema';
import { CartCourses } from '../../features/cart/CartCourses.tsx';
import { CartLineExtras } from '../../features/cart/CartLineExtras.tsx';
import { LineStepper } from '../../features/cart/LineStepper.tsx';
import { AmountRow } from '../../features/check/AmountRow.tsx';
import { Money } from '../../components/Money.tsx';
import { NameAndPrice } from '../../components/NameAndPrice.tsx';
import { useNow } from '../../components/useNow.ts';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import { tableSummary } from '../../lib/floor-checks.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { lineTotal, type Cart, type CartAction } from '../../lib/cart.ts';

/**
 * 'Pedido Actual': table, what the table's sent rounds still hold ('Marchar'), the lines by course
 * with +/−/remove and 'Dejar en espera', subtotal, IVA, total, send and clear.
 */
export function OrderPanel({
  cart,
  totals,
  tables,
  floor,
  held,
  sending,
  dispatch,
  onSend,
  onClear,
}: {
  cart: Cart;
  /** The order at its lines' own IVA rates, as the bill will charge it (lib/cart's cartTotals). */
  totals: RoundTotals;
  tables: readonly DiningTable[];
  /** Each table's state and live check, for the picker's labels. */
  floor: readonly FloorTableCheck[];
  /** The chosen table's held courses, each with its 'Marchar' (features/check's HeldCourses). */
  held?: ReactNode;
  sending: boolean;
  dispatch: (action: CartAction) => void;
  onSend: () => void;
  onClear: () => void;
}) {
  // 'IVA (10 %)', or 'IVA (10 / 21 %)' when the order has drinks at 21 %.
  const rates = totals.taxes.map((line) => line.rate).join(' / ');
  const selected = tables.find((table) => refOf(table) === cart.tableId);
  const now = useNow();
  const summaries = new Map(floor.map((entry) => [entry.table._id, tableSummary(entry, now)]));
  return (
    // The bottom padding keeps the send button clear of the app's toast (bottom-right, one at a time;
    // full width on phones, where the panel opens from the bottom bar), so feedback for one tap never
    // covers the button for the next.
    <Stack gap="4" p="4" pb="28" h="full" aria-label="Pedido Actual" as="section">
      <Text as="h2" fontSize="xl" fontWeight="bold">
        Pedido Actual
      </Text>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          aria-label="Mesa"
          placeholder="Seleccionar mesa"
          value={cart.tableId ?? ''}
          onChange={(event) => dispatch({ type: 'selectTable', tableId: event.currentTarget.value || null })}
        >
          {tables.map((table) => (
            <option key={table._id} value={refOf(table)}>
              {`Mesa ${table.number} · ${table.capacity} comensales · ${summaries.get(table._id) ?? ''}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {selected && (
        <Text fontSize="sm" color="fg.muted">
          {`Mesa ${selected.number} · ${selected.capacity} comensales`}
        </Text>
      )}
      {held}
      <Stack flex="1" overflowY="auto" gap="3" data-testid="order-lines">
        {cart.lines.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">
            El pedido está vacío
          </Text>
        ) : (
          <CartCourses
            lines={cart.lines}
            dispatch={dispatch}
            renderLine={(line) => (
              <Flex
                key={line.id}
                align="center"
                gap="2"
                wrap="wrap"
                data-testid="order-line"
                data-product={line.productName}
              >
                <NameAndPrice name={line.productName} price={line.unitPrice} align="left" />
                <HStack gap="1">
                  <LineStepper
                    lineId={line.id}
                    dispatch={dispatch}
                    lessLabel={`Quitar uno de ${line.productName}`}
                    moreLabel={`Añadir uno de ${line.productName}`}
                  >
                    <Text minW="6" textAlign="center" className="tabular" data-testid="line-quantity">
                      {line.quantity}
                    </Text>
                  </LineStepper>
                  <IconButton
                    aria-label={`Eliminar ${line.productName}`}
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => dispatch({ type: 'remove', lineId: line.id })}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
                <Money amount={lineTotal(line)} minW="16" />
                {/* Modifiers, the note and the course take the line's whole width, under its name and buttons. */}
                <Box flexBasis="full">
                  <CartLineExtras line={line} dispatch={dispatch} />
                </Box>
              </Flex>
            )}
          />
        )}
      </Stack>
      <Separator />
      <Stack gap="1">
        <AmountRow label="Subtotal" amount={totals.subtotal} testId="order-subtotal" />
        <AmountRow label={rates ? `IVA (${rates} %)` : 'IVA'} amount={totals.tax} testId="order-tax" />
        <AmountRow label="Total" amount={totals.total} testId="order-total" total />
      </Stack>
      <Stack gap="2">
        <Button
          size="lg"
          colorPalette="brand"
          onClick={onSend}
          disabled={sending}
          // Without a table or lines it reads as disabled but a tap still shows why (spec §5 toasts).
          aria-disabled={cart.lines.length === 0 || !cart.tableId || undefined}
          loading={sending}
          loadingText="Enviando..."
        >
          Enviar a Cocina
        </Button>
        <Button size="lg" variant="outline" onClick={onClear} disabled={cart.lines.length === 0}>
          Limpiar
        </Button>
      </Stack>
    </Stack>
  );
}
