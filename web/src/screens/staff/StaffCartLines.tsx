import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { Dispatch } from 'react';
import { CartCourses } from '../../features/cart/CartCourses.tsx';
import { CartLineExtras } from '../../features/cart/CartLineExtras.tsx';
import { LineStepper } from '../../features/cart/LineStepper.tsx';
import { Money } from '../../components/Money.tsx';
import { lineTotal, type Cart, type CartAction } from '../../lib/cart.ts';

/**
 * The order being built, course by course ('Dejar en espera' holds a course for 'Marchar'), line by
 * line: the same dish made two ways is two lines, each with its modifiers, its note for the kitchen
 * ('Añadir nota'), its course and its own −/+.
 */
export function StaffCartLines({ cart, dispatch }: { cart: Cart; dispatch: Dispatch<CartAction> }) {
  if (cart.lines.length === 0) return null;
  return (
    <Card.Root size="sm" as="section" aria-label="Pedido" data-testid="staff-cart">
      <Card.Body gap="3">
        <Text fontWeight="bold">Pedido</Text>
        <CartCourses
          lines={cart.lines}
          dispatch={dispatch}
          renderLine={(line) => (
            <Flex
              key={line.id}
              gap="3"
              align="flex-start"
              data-testid="staff-cart-line"
              data-product={line.productName}
            >
              <Stack gap="0.5" flex="1" minW="0">
                <Text fontWeight="medium">{`${line.quantity}× ${line.productName}`}</Text>
                <CartLineExtras line={line} dispatch={dispatch} />
              </Stack>
              <Flex align="center" gap="1">
                <LineStepper
                  lineId={line.id}
                  dispatch={dispatch}
                  lessLabel={`Quitar uno de la línea ${line.productName}`}
                  moreLabel={`Añadir uno a la línea ${line.productName}`}
                />
              </Flex>
              <Money amount={lineTotal(line)} minW="16" />
            </Flex>
          )}
        />
      </Card.Body>
    </Card.Root>
  );
}
