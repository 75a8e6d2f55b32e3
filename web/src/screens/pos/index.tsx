import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newId, type Product } from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { SkeletonGrid } from '../../components/SkeletonGrid.tsx';
import { FiscalPendingBadge } from '../../components/FiscalPendingBadge.tsx';
import { SyncIndicator } from '../../components/SyncIndicator.tsx';
import { TerminalBadge } from '../../components/TerminalBadge.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { SendOrderToasts } from '../../data/writes/useSendOrder.ts';
import { useOrderBuilder } from '../../features/cart/useOrderBuilder.tsx';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { CategorySidebar } from './CategorySidebar.tsx';
import { OrderPanel } from './OrderPanel.tsx';
import { OrderSheet } from './OrderSheet.tsx';
import { ProductCatalogue } from './ProductCatalogue.tsx';
import { cartTotals, type SendProblem } from '../../lib/cart.ts';
import { notifyPos, notifyProductAdded } from './toasts.ts';
import { useActiveCategory } from './useActiveCategory.ts';
import { usePosData } from './usePosData.ts';

/** The point of sale's send: its own toast, 'Pedido enviado' once the server has the order. */
const SEND_TOASTS: SendOrderToasts = {
  scope: 'pos',
  sent: () => TOASTS.orderSent,
  failed: TOASTS.orderSendFailed,
};

const POS_CHANNEL = { scope: 'pos' };
const notifyAdded = (product: Product) => notifyProductAdded(product.name);
const notifyProblem = (problem: NonNullable<SendProblem>) => notifyPos(TOASTS[problem]);

/** Point of sale (/pos): the waiter builds an order for a table and sends it to the kitchen. */
export default function PosScreen() {
  useDocumentTitle('Punto de Venta');
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const { sections, tables, rates, status, error } = usePosData(now);
  const builder = useOrderBuilder({
    toasts: SEND_TOASTS,
    channel: POS_CHANNEL,
    onAdded: notifyAdded,
    onProblem: notifyProblem,
  });
  const { cart, dispatch, sending } = builder;
  const categories = useMemo(() => sections.map((section) => section.category), [sections]);
  const { containerRef, register, scrollTo, active } = useActiveCategory(categories);
  const selectedTable = tables.find((table) => refOf(table) === cart.tableId);
  // Wide screens keep the order beside the dishes; narrower ones fold it into a bottom bar. One
  // panel is rendered, not two hidden by CSS: the order's fields and buttons exist once.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const { choose } = builder;
  // Stable, so the memoised catalogue does not re-render when the order changes.
  const add = useCallback(
    (product: Product, sellable: boolean) => {
      if (!sellable) {
        notifyPos(TOASTS.productUnavailable);
        return;
      }
      choose(product);
    },
    [choose],
  );

  function clear() {
    dispatch({ type: 'reset', draftId: newId() });
    notifyPos(TOASTS.orderCleared);
  }

  const totals = cartTotals(cart, rates);
  const panel = (
    <OrderPanel
      cart={cart}
      totals={totals}
      tables={tables}
      floor={builder.tables}
      held={builder.held}
      sending={sending}
      dispatch={dispatch}
      onSend={() => void builder.send()}
      onClear={clear}
    />
  );

  return (
    <Flex direction="column" h="100dvh">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" gap="3">
        <Heading as="h1" size={{ base: 'md', sm: 'lg' }} truncate>
          Punto de Venta
        </Heading>
        <Flex align="center" gap={{ base: '2', sm: '3' }} flexShrink={0}>
          {selectedTable && (
            <Badge
              size="lg"
              colorPalette="brand"
              data-testid="selected-table"
            >{`Mesa ${selectedTable.number}`}</Badge>
          )}
          {/* Below lg the layout's floating indicator would sit on the order bar: it is shown here
              instead (the route's handle, `syncIndicatorInHeader`, hides the floating one). */}
          <HStack hideFrom="lg" gap="2">
            <SyncIndicator />
            <FiscalPendingBadge compact />
            <TerminalBadge />
          </HStack>
          {builder.roundContext}
          <Button variant="ghost" onClick={() => void navigate(-1)} aria-label="Cerrar">
            <X />
            <Box as="span" hideBelow="sm">
              Cerrar
            </Box>
          </Button>
        </Flex>
      </Flex>
      <FirstSyncGate
        replicas={['floor']}
        skeleton={
          <Box px="4">
            <SkeletonGrid count={6} height="56" />
          </Box>
        }
      >
        <Grid flex="1" minH="0" templateColumns={{ base: '1fr', md: '180px 1fr', lg: '200px 1fr 380px' }}>
          <Box borderRightWidth="1px" overflowY="auto" hideBelow="md">
            <CategorySidebar categories={categories} active={active} onSelect={scrollTo} />
          </Box>
          <Flex direction="column" minH="0" minW="0">
            {categories.length > 0 && (
              <Box hideFrom="md">
                <CategoryChips categories={categories} active={active} onSelect={scrollTo} />
              </Box>
            )}
            <Box ref={containerRef} overflowY="auto" p="4" flex="1" minH="0">
              {status === 'loading' ? (
                <Stack gap="3">
                  <Text color="fg.muted">Cargando productos...</Text>
                  <SkeletonGrid count={6} height="56" />
                </Stack>
              ) : status === 'error' ? (
                <ErrorState title="No se pudieron cargar los productos" description={describeError(error)} />
              ) : sections.length === 0 ? (
                <EmptyState
                  title="No hay productos disponibles"
                  description="Añade productos para mostrarlos aquí."
                />
              ) : (
                <ProductCatalogue sections={sections} register={register} onAdd={add} />
              )}
            </Box>
          </Flex>
          {wide && (
            <Box borderLeftWidth="1px" minH="0">
              {panel}
            </Box>
          )}
        </Grid>
        {!wide && (
          <OrderSheet cart={cart} total={totals.total}>
            {panel}
          </OrderSheet>
        )}
      </FirstSyncGate>
      {builder.dialogs}
    </Flex>
  );
}
