import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newId, type Product } from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useSession } from '../../data/session.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SkeletonGrid } from '../../components/SkeletonGrid.tsx';
import { useReplica } from '../../data/ReplicaContext.ts';
import { createOrder, refOf } from '../../data/repositories/orders.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';
import { CategorySidebar } from './CategorySidebar.tsx';
import { OrderPanel } from './OrderPanel.tsx';
import { ProductCatalogue } from './ProductCatalogue.tsx';
import { cartReducer, emptyCart, sendProblem } from '../../lib/cart.ts';
import { notifyPos, notifyProductAdded } from './toasts.ts';
import { useActiveCategory } from './useActiveCategory.ts';
import { usePosData } from './usePosData.ts';

/** Longest wait for the server to take a sent order before 'Pedido enviado' shows anyway. */
const CONFIRM_WAIT_MS = 300;

/** The floor replica is connected and replicating: a sent order is on its way to the server now. */
function isFloorLive(): boolean {
  const sync = useSyncStore.getState();
  const state = sync.replicas.floor?.state;
  return selectOnline(sync) && (state === 'idle' || state === 'syncing');
}

/** Point of sale (/pos): the waiter builds an order for a table and sends it to the kitchen. */
export default function PosScreen() {
  useDocumentTitle('Punto de Venta');
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const floor = useReplica('floor');
  const [now] = useState(() => new Date());
  const { sections, tables, status, error } = usePosData(now);
  const [cart, dispatch] = useReducer(cartReducer, undefined, () => emptyCart());
  const [sending, setSending] = useState(false);
  // A second tap can arrive before React re-renders the disabled button: the ref closes that gap.
  const sendingRef = useRef(false);
  const categories = useMemo(() => sections.map((section) => section.category), [sections]);
  const { containerRef, register, scrollTo, active } = useActiveCategory(categories);
  const selectedTable = tables.find((table) => refOf(table) === cart.tableId);

  // Stable, so the memoised catalogue does not re-render when the order changes.
  const add = useCallback((product: Product, sellable: boolean) => {
    if (!sellable) {
      notifyPos(TOASTS.productUnavailable);
      return;
    }
    dispatch({
      type: 'add',
      product: { id: refOf(product), name: product.name, price: product.price },
      lineId: newId(),
    });
    notifyProductAdded(product.name);
  }, []);

  async function send() {
    if (sendingRef.current) return;
    const problem = sendProblem(cart);
    if (problem) {
      notifyPos(TOASTS[problem]);
      return;
    }
    if (!floor || !user || !cart.tableId) return;
    sendingRef.current = true;
    const lines = cart.lines;
    // The write starts before 'Enviando...' renders: its first reads are under way meanwhile.
    const stored = createOrder(floor.db, {
      id: cart.draftId,
      tableId: cart.tableId,
      waiterId: user.id,
      lines,
      lineIds: lines.map((line) => line.id),
      now: new Date(),
    });
    setSending(true);
    try {
      const order = await stored;
      // The replica is already pushing the order. Rendering the confirmation (the toast measures the
      // page) would hold that push up on a busy tablet, so while connected it waits for the delivery,
      // a few tens of milliseconds; offline it shows at once.
      if (isFloorLive()) await floor.pushes.whenDelivered(order._id, CONFIRM_WAIT_MS);
      dispatch({ type: 'sent', draftId: newId(), lines });
      notifyPos(TOASTS.orderSent);
    } catch (err) {
      // The draft keeps its id: sending again cannot create a second order.
      notifyPos(TOASTS.orderSendFailed);
      console.warn('No se pudo enviar el pedido', describeError(err), err);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  function clear() {
    dispatch({ type: 'reset', draftId: newId() });
    notifyPos(TOASTS.orderCleared);
  }

  return (
    <Flex direction="column" h="100dvh">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" gap="3">
        <Heading as="h1" size="lg">
          Punto de Venta
        </Heading>
        <Flex align="center" gap="3">
          {selectedTable && (
            <Badge
              size="lg"
              colorPalette="brand"
              data-testid="selected-table"
            >{`Mesa ${selectedTable.number}`}</Badge>
          )}
          <Button variant="ghost" onClick={() => void navigate(-1)} aria-label="Cerrar">
            <X /> Cerrar
          </Button>
        </Flex>
      </Flex>
      <Grid flex="1" minH="0" templateColumns={{ base: '1fr', md: '180px 1fr', lg: '200px 1fr 380px' }}>
        <Box borderRightWidth="1px" overflowY="auto" display={{ base: 'none', md: 'block' }}>
          <CategorySidebar categories={categories} active={active} onSelect={scrollTo} />
        </Box>
        <Box ref={containerRef} overflowY="auto" p="4" minH="0">
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
        <Box borderLeftWidth="1px" minH="0" gridColumn={{ base: 'auto', md: '1 / -1', lg: 'auto' }}>
          <OrderPanel
            cart={cart}
            tables={tables}
            sending={sending}
            dispatch={dispatch}
            onSend={() => void send()}
            onClear={clear}
          />
        </Box>
      </Grid>
    </Flex>
  );
}
