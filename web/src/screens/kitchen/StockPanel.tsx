import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_TIME_ZONE, businessDate, isStockTracked } from '@restaurantpro/schema';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { StockAdjustment } from '../../data/repositories/stock.ts';
import { useAdjustStock } from '../../data/writes/useAdjustStock.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { describeError } from '../../lib/toasts.ts';
import { stockByProduct } from '../../lib/availability.ts';
import { pendingAdjustments, type StoredStock } from './stock-edits.ts';
import { StockRow } from './StockRow.tsx';

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
  const products = useLiveDocs('product');
  const stock = useLiveDocs('daily_stock');
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const { adjust, saving } = useAdjustStock();
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

  // Stable callbacks: the rows are memoised and must not all render again on every change.
  const edit = useCallback((productId: string, text: string) => {
    setEdits((current) => new Map(current).set(productId, text));
  }, []);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const onSave = useCallback((adjustments: StockAdjustment[]) => void saveRef.current(adjustments), []);

  async function save(adjustments: StockAdjustment[]) {
    if (!(await adjust(adjustments))) return;
    setEdits((current) => {
      const next = new Map(current);
      for (const adjustment of adjustments) next.delete(adjustment.productId);
      return next;
    });
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
          return (
            <StockRow
              key={product._id}
              productId={id}
              name={product.name}
              typed={edits.get(id) ?? String(storedValue.shown)}
              shown={storedValue.shown}
              current={storedValue.current}
              tracked={tracked(id)}
              selected={selected === id}
              saving={saving}
              onSelect={onSelect}
              onEdit={edit}
              onSave={onSave}
            />
          );
        })
      )}
    </Stack>
  );
}
