import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Order } from '@restaurantpro/schema';
import { ListStates } from '../../../components/ListStates.tsx';
import { SkeletonList } from '../../../components/SkeletonList.tsx';
import type { LiveResult } from '../../../data/useLiveQuery.ts';

/** The rounds of a station's board or the pass as a grid of cards, with the loading, error and empty states. */
export function RoundGrid({
  orders,
  count,
  minWidth,
  emptyTitle,
  emptyDescription,
  children,
}: {
  orders: LiveResult<Order[]>;
  count: number;
  minWidth: string;
  emptyTitle: string;
  emptyDescription: string;
  children: ReactNode;
}) {
  return (
    <ListStates
      load={orders}
      skeleton={<SkeletonList rows={3} height="40" />}
      errorTitle="No se pudieron cargar los pedidos"
      isEmpty={count === 0}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    >
      <Grid templateColumns={`repeat(auto-fill, minmax(${minWidth}, 1fr))`} gap="3">
        {children}
      </Grid>
    </ListStates>
  );
}
