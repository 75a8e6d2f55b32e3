import { Button, Flex, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_TIME_ZONE,
  businessDate,
  isStockTracked,
  type DailyStock,
  type Product,
} from '@restaurantpro/schema';
import { useSession } from '../../app/session.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import type { StoredDoc } from '../../data/queries.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { adjustStock, type StockAdjustment } from '../../data/repositories/stock.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { describeError, TOASTS } from '../../lib/notify.ts';
import { stockByProduct } from '../pos/availability.ts';
import { screenToast } from '../pos/toasts.ts';
import { adjustmentFor, parseStockInput, pendingAdjustments, type StoredStock } from './stock-edits.ts';

/**
 * 'Stock Diario': portions per product for today, from the gateway's daily stock projection. Edits
 * stay local until saved, then go out as adjustment deltas; the projection (and so this list and the
 * point of sale) follows once the gateway has counted them.
 */
export function StockPanel({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (productId: string) => void;
}) {
  const products = useLiveDocs<Product & StoredDoc>('floor', 'product');
  const stock = useLiveDocs<DailyStock & StoredDoc>('floor', 'daily_stock');
  const floor = useReplica('floor');
  const user = useSession((state) => state.user);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const today = stockByProduct(stock.data ?? [], businessDate(new Date(), DEFAULT_TIME_ZONE));
  const tracked = (productId: string) => {
    const row = today.get(productId);
    return row !== undefined && isStockTracked(row);
  };
  const stored = (productId: string): StoredStock => {
    const current = today.get(productId)?.currentStock ?? 0;
    return { shown: tracked(productId) ? current : 0, current };
  };
  const rows = (products.data ?? []).filter((product) => product.isActive);
  const pending = pendingAdjustments(edits, stored);

  function edit(productId: string, text: string) {
    setEdits((current) => new Map(current).set(productId, text));
  }

  async function save(adjustments: StockAdjustment[]) {
    if (!floor || !user || adjustments.length === 0) return;
    setSaving(true);
    try {
      await adjustStock(floor.db, adjustments, user.id, new Date());
      setEdits((current) => {
        const next = new Map(current);
        for (const adjustment of adjustments) next.delete(adjustment.productId);
        return next;
      });
      screenToast('kitchen', TOASTS.stockUpdated);
    } catch (err) {
      screenToast('kitchen', TOASTS.stockUpdateFailed);
      console.warn('No se pudo actualizar el stock', describeError(err), err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="3" as="section" aria-label="Stock Diario">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="lg">
          Stock Diario
        </Heading>
        <Button
          colorPalette="brand"
          onClick={() => void save(pending)}
          disabled={pending.length === 0 || saving}
          loading={saving}
        >
          Actualizar Stock
        </Button>
      </Flex>
      {products.status === 'loading' ? (
        <SkeletonList rows={6} />
      ) : products.status === 'error' ? (
        <ErrorState title="No se pudo cargar el stock" description={describeError(products.error)} />
      ) : (
        rows.map((product) => {
          const id = refOf(product);
          const storedValue = stored(id);
          const typed = edits.get(id) ?? String(storedValue.shown);
          const value = parseStockInput(typed);
          const change = adjustmentFor(id, typed, storedValue);
          return (
            <Stack
              key={product._id}
              gap="1"
              p="3"
              borderWidth="1px"
              rounded="md"
              borderColor={selected === id ? 'brand.solid' : 'border'}
              data-testid="stock-row"
              data-product={product.name}
            >
              <Button
                variant="plain"
                justifyContent="start"
                p="0"
                h="auto"
                fontWeight="semibold"
                onClick={() => onSelect(id)}
                aria-pressed={selected === id}
              >
                {product.name}
              </Button>
              <HStack gap="2">
                <IconButton
                  aria-label={`Menos ${product.name}`}
                  variant="outline"
                  disabled={value <= 0}
                  onClick={() => edit(id, String(value - 1))}
                >
                  <Minus />
                </IconButton>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  aria-label={`Stock de ${product.name}`}
                  value={typed}
                  onChange={(event) => edit(id, event.currentTarget.value)}
                  w="20"
                  textAlign="center"
                  className="tabular"
                />
                <IconButton
                  aria-label={`Más ${product.name}`}
                  variant="outline"
                  onClick={() => edit(id, String(value + 1))}
                >
                  <Plus />
                </IconButton>
                {change && (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    variant="subtle"
                    disabled={saving}
                    onClick={() => void save([change])}
                  >
                    Actualizar
                  </Button>
                )}
              </HStack>
              <Text fontSize="sm" color={storedValue.shown > 0 || !tracked(id) ? 'fg.muted' : 'fg.error'}>
                {stockText(tracked(id), storedValue.shown)}
              </Text>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

/** A product without a row today is not under daily control: the point of sale sells it freely. */
function stockText(tracked: boolean, portions: number): string {
  if (!tracked) return 'sin límite diario';
  return portions > 0 ? `${portions} raciones disponibles` : 'sin stock';
}
