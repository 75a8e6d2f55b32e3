import { Box, Button, Flex, Heading, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeftRight, Send } from 'lucide-react';
import { useState, type Dispatch, type ReactNode } from 'react';
import { PRODUCT_CATEGORY_LABELS, type Product, type ProductCategory } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Money } from '../../components/Money.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { Cart, CartAction } from '../../lib/cart.ts';
import { lastLineOf, productQuantity } from '../../lib/cart-lines.ts';
import { StaffCartLines } from './StaffCartLines.tsx';
import { StaffProductCard } from './StaffProductCard.tsx';
import type { StaffProduct, StaffTable } from './useStaffData.ts';

interface MenuSection {
  category: ProductCategory;
  products: StaffProduct[];
}

/** 'Mesa N - Nuevo Pedido': category tabs, dishes with −/+, and the bottom bar with count, total and send. */
export function OrderBuilder({
  table,
  menu,
  cart,
  total,
  dispatch,
  choose,
  sending,
  onSend,
  onChangeTable,
  context,
}: {
  table: StaffTable;
  menu: readonly MenuSection[];
  cart: Cart;
  /** What the order comes to at its lines' IVA rates (lib/cart's cartTotals). */
  total: string;
  dispatch: Dispatch<CartAction>;
  /** Adds a dish (asking for its modifiers first when it has groups). */
  choose: (product: Product) => void;
  sending: boolean;
  onSend: () => void;
  onChangeTable: () => void;
  /** Above the menu: the guests of a new check, or the table's live check this order joins. */
  context?: ReactNode;
}) {
  const [category, setCategory] = useState<string | null>(null);
  const current = category ?? menu[0]?.category ?? '';
  const itemCount = cart.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <Flex direction="column" gap="4" pb="28">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading
          as="h2"
          size="lg"
          data-testid="staff-order-title"
        >{`Mesa ${table.number} - Nuevo Pedido`}</Heading>
        <Button variant="outline" minH="11" onClick={onChangeTable}>
          <ArrowLeftRight size={16} aria-hidden /> Cambiar Mesa
        </Button>
      </Flex>
      {context}
      {menu.length === 0 ? (
        <EmptyState
          title="No hay productos disponibles"
          description="Añade productos para mostrarlos aquí."
        />
      ) : (
        <Tabs.Root value={current} onValueChange={(event) => setCategory(event.value)} variant="enclosed">
          {/* Every category is a tab, sharing a wide row; on a phone they keep their width and the row scrolls. */}
          <Tabs.List aria-label="Categorías" maxW="full" overflowX="auto" scrollbarWidth="thin">
            {menu.map((section) => (
              <Tabs.Trigger
                key={section.category}
                value={section.category}
                minH="11"
                flex="1 0 auto"
                whiteSpace="nowrap"
              >
                {PRODUCT_CATEGORY_LABELS[section.category]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {menu.map((section) => (
            <Tabs.Content key={section.category} value={section.category}>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                {section.products.map((product) => {
                  // The same dish made two ways is two lines: the card counts both, '−' takes from the latest.
                  const line = lastLineOf(cart.lines, refOf(product));
                  return (
                    <StaffProductCard
                      key={product._id}
                      product={product}
                      quantity={productQuantity(cart.lines, refOf(product))}
                      onAdd={() => choose(product)}
                      onRemoveOne={() => line && dispatch({ type: 'decrease', lineId: line.id })}
                    />
                  );
                })}
              </SimpleGrid>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <StaffCartLines cart={cart} dispatch={dispatch} />
      {/* Left padding keeps the layout's floating sync indicator clear of the count. */}
      <Flex
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="docked"
        bg="bg.panel"
        borderTopWidth="1px"
        shadow="md"
        align="center"
        justify="flex-end"
        gap="4"
        py="3"
        pe="4"
        ps={{ base: '20', sm: '48' }}
      >
        <Box textAlign="end">
          <Text fontSize="sm" color="fg.muted" data-testid="staff-item-count">
            {`${itemCount} producto${itemCount === 1 ? '' : 's'}`}
          </Text>
          <Money amount={total} fontWeight="bold" fontSize="lg" data-testid="staff-total" />
        </Box>
        <Button
          colorPalette="brand"
          size="lg"
          minH="12"
          onClick={onSend}
          loading={sending}
          disabled={cart.lines.length === 0}
        >
          <Send size={18} aria-hidden /> Enviar Pedido
        </Button>
      </Flex>
    </Flex>
  );
}
