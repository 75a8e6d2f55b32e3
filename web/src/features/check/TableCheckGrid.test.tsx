import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { idPart, newId } from '@restaurantpro/schema';
import { as, MANAGER, memoryDb, putBarMenu, putProduct, WAITER } from '../../../test/helper.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { recordAdjustment } from '../../data/repositories/adjustments.ts';
import { sendRound } from '../../data/repositories/checks.ts';
import { readCheckMoney } from '../../data/repositories/money-sources.ts';
import { voidLines } from '../../data/repositories/voids.ts';
import { useFloorChecks } from '../../data/useFloorChecks.ts';
import { TableCheckGrid } from './TableCheckGrid.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const replicas: Replica[] = [];
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

/** The waiter's table picker, live from the floor replica. */
function Tables() {
  const floor = useFloorChecks();
  return <TableCheckGrid tables={floor.data?.tables ?? []} onChoose={() => undefined} />;
}

afterEach(async () => {
  cleanup();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe("a table's tile on the waiter's phone", () => {
  it('reads the bill: IVA per rate, a voided flan left out, 10 % off the whole check', async () => {
    const replica = makeReplica('floor', memoryDb());
    replicas.push(replica);
    const db = replica.db;
    await putBarMenu(db);
    await putProduct(db, { id: 'rioja', name: 'Rioja', price: '14.50', ivaRate: 21, category: 'vinos' });
    await putProduct(db, { id: 'flan', name: 'Flan', price: '5.00', category: 'postres' });
    const lines = [
      { productId: 'cana', productName: 'Caña', quantity: 3, unitPrice: '2.80' },
      { productId: 'rioja', productName: 'Rioja', quantity: 1, unitPrice: '14.50' },
      { productId: 'croquetas', productName: 'Croquetas', quantity: 2, unitPrice: '9.50' },
      { productId: 'flan', productName: 'Flan', quantity: 1, unitPrice: '5.00' },
    ];
    const lineIds = lines.map(() => newId());
    const sent = await sendRound(db, { id: newId(), tableId: 'mesa-3', lines, lineIds }, as(WAITER));
    const checkId = idPart(sent.check._id);
    await voidLines(
      db,
      { orderId: idPart(sent.order._id), lineIds: [lineIds[3] ?? ''], reason: 'customer_changed' },
      as(WAITER),
    );
    await recordAdjustment(
      db,
      { id: newId(), checkId, kind: 'discount', percent: 10, reason: 'Cliente habitual' },
      as(MANAGER),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={defaultSystem}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ChakraProvider>
    );
    render(<Tables />, { wrapper });
    // Bases: 10 % 19,00 (croquetas; the flan is voided), 21 % 8,40 + 14,50 = 22,90; 41,90 in all.
    // 10 % off: 4,19, spread in proportion: 1,90 and 2,29 → bases 17,10 and 20,61.
    // IVA per rate: 1,71 and 20,61 × 21 % = 4,3281 → 4,33. Total 17,10 + 20,61 + 1,71 + 4,33 = 43,75
    // (a flat 10 % on the lines, without the discount, said 46,09).
    await waitFor(() =>
      expect(screen.getByTestId('table-check-summary').textContent).toMatch(
        new RegExp(`^${euro('43,75 €')} · `),
      ),
    );
    const { money } = await readCheckMoney(db, checkId);
    expect([money.bill.subtotal, money.bill.tax, money.bill.total]).toEqual(['37.71', '6.04', '43.75']);
  });
});
