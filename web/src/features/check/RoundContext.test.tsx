import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { idPart, newId } from '@restaurantpro/schema';
import { as, memoryDb, putBarMenu, WAITER } from '../../../test/helper.ts';
import { ReplicaContext } from '../../data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../../data/replica.ts';
import { sendRound } from '../../data/repositories/checks.ts';
import { readCheckMoney } from '../../data/repositories/money-sources.ts';
import { useFloorChecks } from '../../data/useFloorChecks.ts';
import { RoundContext } from './RoundContext.tsx';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const replicas: Replica[] = [];
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
const nothing = () => undefined;

/** Above a new round for a table, as the point of sale and the waiter's phone show it. */
function TableRound({ tableId }: { tableId: string }) {
  const floor = useFloorChecks();
  const entry = floor.data?.tables.find((candidate) => idPart(candidate.table._id) === tableId);
  return entry ? <RoundContext entry={entry} guests={null} onGuests={nothing} onOpenCheck={nothing} /> : null;
}

afterEach(async () => {
  cleanup();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('a round for a table with a live check', () => {
  it("'Ver cuenta' shows the bill's total: three cañas at 21 % among croquetas at 10 %", async () => {
    const replica = makeReplica('floor', memoryDb());
    replicas.push(replica);
    const db = replica.db;
    await putBarMenu(db);
    const lines = [
      { productId: 'cana', productName: 'Caña', quantity: 3, unitPrice: '2.80' },
      { productId: 'croquetas', productName: 'Croquetas', quantity: 9, unitPrice: '9.50' },
    ];
    const sent = await sendRound(
      db,
      { id: newId(), tableId: 'mesa-3', lines, lineIds: lines.map(() => newId()) },
      as(WAITER),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChakraProvider value={defaultSystem}>
        <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
      </ChakraProvider>
    );
    render(<TableRound tableId="mesa-3" />, { wrapper });
    // 9 × 9,50 = 85,50 + 8,55 (10 %); 3 × 2,80 = 8,40 + 1,76 (21 %: 1,764) → 104,21
    // (a flat 10 % on 93,90 said 103,29).
    expect((await screen.findByTestId('open-check')).textContent?.trim()).toBe(euro('Ver cuenta · 104,21 €'));
    const { money } = await readCheckMoney(db, idPart(sent.check._id));
    expect(money.bill.total).toBe('104.21');
  });
});
