import { useMemo } from 'react';
import type { StaffKitchenStep } from '@restaurantpro/schema';
import { allergensByProduct } from '../../lib/order-lines.ts';
import { tableLabel } from './staff-rules.ts';
import { StaffOrderCard } from './StaffOrderCard.tsx';
import type { StaffData, StaffOrder } from './useStaffData.ts';

/**
 * The staff screen's order cards, each priced at the catalogue's rates and showing its dishes'
 * allergens. With `onMove` (the kitchen tab) each card offers its next step; `busy` names the
 * order whose move is on its way.
 */
export function StaffOrderCards({
  orders,
  data,
  busy,
  onMove,
}: {
  orders: readonly StaffOrder[];
  data: StaffData;
  busy?: string | null;
  onMove?: (order: StaffOrder, to: StaffKitchenStep) => void;
}) {
  const allergens = useMemo(() => allergensByProduct(data.products), [data.products]);
  return orders.map((order) => (
    <StaffOrderCard
      key={order._id}
      order={order}
      tableLabel={tableLabel(order.tableId, data.tableNumbers)}
      rates={data.rates}
      allergens={allergens}
      busy={busy === order._id}
      {...(onMove ? { onMove: (to: StaffKitchenStep) => onMove(order, to) } : {})}
    />
  ));
}
