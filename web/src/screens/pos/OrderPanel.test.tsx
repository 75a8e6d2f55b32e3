import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryDb, putProduct, putSettings } from '../../../test/helper.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { type Cart, type CartAction, cartReducer, cartTotals, emptyCart } from '../../lib/cart.ts';
import { OrderPanel } from './OrderPanel.tsx';
import { usePosData } from './usePosData.ts';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const replicas: Replica[] = [];
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
const nothing = () => undefined;

/** 'Pedido Actual' as the point of sale shows it: the catalogue's rates from the replica price the cart. */
function PosOrder({ cart }: { cart: Cart }) {
  const { rates, status } = usePosData(NOON);
  if (status !== 'done') return null;
  return (
    <OrderPanel
      cart={cart}
      totals={cartTotals(cart, rates)}
      tables={[]}
      floor={[]}
      sending={false}
      dispatch={nothing}
      onSend={nothing}
      onClear={nothing}
    />
  );
}

afterEach(async () => {
  cleanup();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe("'Pedido Actual' of a round not yet sent", () => {
  it('prices each line at its product’s IVA rate, as the bill will: three cañas at 21 % and a pulpo at 10 %', async () => {
    const replica = makeReplica('floor', memoryDb());
    replicas.push(replica);
    await putSettings(replica.db, { defaultIvaRate: 10 });
    await putProduct(replica.db, {
      id: 'cana',
      name: 'Caña',
      price: '2.80',
      ivaRate: 21,
      category: 'bebidas',
    });
    await putProduct(replica.db, { id: 'pulpo', name: 'Pulpo a la gallega', price: '14.00' });
    const cana = { id: 'cana', name: 'Caña', price: '2.80' };
    const actions: CartAction[] = [
      { type: 'add', product: cana, lineId: 'l1' },
      { type: 'add', product: cana, lineId: 'l2' },
      { type: 'add', product: cana, lineId: 'l3' },
      { type: 'add', product: { id: 'pulpo', name: 'Pulpo a la gallega', price: '14.00' }, lineId: 'l4' },
    ];
    const cart = actions.reduce(cartReducer, emptyCart('draft-1'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={defaultSystem}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ChakraProvider>
    );
    render(<PosOrder cart={cart} />, { wrapper });
    // 3 × 2,80 = 8,40 at 21 % → 1,764 → 1,76; 14,00 at 10 % → 1,40. 22,40 + 3,16 = 25,56
    // (a flat 10 % on 22,40 said 2,24 and 24,64).
    expect((await screen.findByTestId('order-total')).textContent).toBe(euro('25,56 €'));
    expect(screen.getByTestId('order-subtotal').textContent).toBe(euro('22,40 €'));
    expect(screen.getByTestId('order-tax').textContent).toBe(euro('3,16 €'));
    expect(screen.getByText('IVA (10 / 21 %)')).toBeTruthy();
  });
});
