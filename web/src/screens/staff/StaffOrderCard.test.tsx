import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { idPart, newId, type Settings, SETTINGS_ID } from '@restaurantpro/schema';
import { as, freshDb, putBarMenu, WAITER } from '../../../test/helper.ts';
import { allOfType, getOrNull, type StoredDoc } from '../../data/queries.ts';
import { sendRound } from '../../data/repositories/checks.ts';
import { voidLines } from '../../data/repositories/voids.ts';
import { rateSourcesOf } from '../../lib/check-money.ts';
import { activeOrders } from './staff-rules.ts';
import { StaffOrderCard } from './StaffOrderCard.tsx';

const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

afterEach(() => {
  cleanup();
});

describe('an order card of the staff screen', () => {
  it('shows what its charged lines come to at their own IVA rates, not the round’s stored flat 10 %', async () => {
    const db = freshDb();
    await putBarMenu(db);
    const lines = [
      { productId: 'cana', productName: 'Caña', quantity: 3, unitPrice: '2.80' },
      { productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' },
      { productId: 'croquetas', productName: 'Croquetas', quantity: 1, unitPrice: '9.50', notes: 'sin sal' },
    ];
    const lineIds = lines.map(() => newId());
    const sent = await sendRound(db, { id: newId(), tableId: 'mesa-3', lines, lineIds }, as(WAITER));
    await voidLines(
      db,
      { orderId: idPart(sent.order._id), lineIds: [lineIds[2] ?? ''], reason: 'customer_changed' },
      as(WAITER),
    );
    const [order] = activeOrders(await allOfType(db, 'order'));
    const products = await allOfType(db, 'product');
    const rates = rateSourcesOf(products, await getOrNull<Settings & StoredDoc>(db, SETTINGS_ID));
    if (!order) throw new Error('the round was not stored');
    render(
      <ChakraProvider value={defaultSystem}>
        <StaffOrderCard order={order} tableLabel="Mesa 3" rates={rates} />
      </ChakraProvider>,
    );
    // 19,00 + 1,90 (10 %) + 8,40 + 1,76 (21 %: 1,764) = 31,06; the voided croquetas are not charged.
    // The round as stored says 27,40 + 2,74 = 30,14.
    expect(order.total).toBe('30.14');
    expect(screen.getByTestId('staff-order-total').textContent).toBe(euro('31,06 €'));
  });
});
