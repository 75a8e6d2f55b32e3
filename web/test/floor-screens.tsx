import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { idPart, newId, type Order } from '@restaurantpro/schema';
import { ClockContext } from '../src/data/clock.ts';
import { allOfType } from '../src/data/queries.ts';
import { ReplicaContext } from '../src/data/ReplicaContext.ts';
import { makeReplica, type Replica } from '../src/data/replica.ts';
import { CheckPanel } from '../src/features/check/CheckPanel.tsx';
import { useFloorChecks } from '../src/data/useFloorChecks.ts';
import { sendRound } from '../src/data/repositories/checks.ts';
import { useSession } from '../src/data/session.ts';
import { as } from './back-office.ts';
import { putBarMenu, putProduct } from './floor.ts';
import { memoryDb } from './pouch.ts';

/**
 * The floor's screens in tests: their providers, the check panel of a table, and a round in courses
 * as the point of sale, the staff screen and the check send and fire it (a bar's menu with a main
 * held until 'Marchar', a signed-in waiter). Imported by the screens' tests directly, not through
 * helper.ts: it loads the UI, which the data tests need not.
 */

/** The bar's menu (Mesa 3, Caña at 21 %, Croquetas as a starter) and a main, Paella. */
export async function putCourseMenu(db: PouchDB.Database): Promise<void> {
  await putBarMenu(db);
  await putProduct(db, { id: 'paella', name: 'Paella', price: '16.50', category: 'principales' });
}

/** Signs in the waiter whose rounds the tests send and fire. */
export function signInWaiter(id = 'waiter-1'): void {
  useSession.setState({
    status: 'signed-in',
    user: {
      id,
      email: 'ana@restaurante.test',
      firstName: 'Ana',
      lastName: null,
      role: 'waiter',
      isActive: true,
      profileImageUrl: null,
    },
    fromCache: false,
  });
}

/**
 * A floor replica with that menu and the waiter signed in, offline so a send confirms at once. The
 * test destroys it.
 */
export async function courseFloor(): Promise<Replica> {
  signInWaiter();
  const replica = makeReplica('floor', memoryDb());
  replica.pushes.connection(false, false);
  await putCourseMenu(replica.db);
  return replica;
}

/** The check panel of one table as the floor screens show it, following its documents live. */
export function TablePanel({ tableId }: { tableId: string }) {
  const floor = useFloorChecks();
  const entry = floor.data?.tables.find((candidate) => idPart(candidate.table._id) === tableId);
  return entry && floor.data ? <CheckPanel entry={entry} tables={floor.data.tables} /> : null;
}

/** What a screen needs around it: Chakra, the clock stopped at `now`, and the floor replica. */
export function floorWrapper(replica: Replica, now: Date) {
  return function FloorWrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={defaultSystem}>
        <ClockContext.Provider value={() => now}>
          <ReplicaContext.Provider value={{ floor: replica }}>{children}</ReplicaContext.Provider>
        </ClockContext.Provider>
      </ChakraProvider>
    );
  };
}

/** A round of starters and held mains sent to `tableId` by `waiterId`, as another device would. */
export async function sendHeldRound(db: PouchDB.Database, tableId: string, waiterId: string): Promise<void> {
  const lines = [
    {
      productId: 'croquetas',
      productName: 'Croquetas',
      quantity: 1,
      unitPrice: '9.50',
      course: 'entrantes' as const,
    },
    {
      productId: 'paella',
      productName: 'Paella',
      quantity: 2,
      unitPrice: '16.50',
      course: 'principales' as const,
      held: true as const,
    },
  ];
  const draft = { id: newId(), tableId, lines, lineIds: lines.map(() => newId()) };
  await sendRound(db, draft, as({ id: waiterId, role: 'waiter' }));
}

/** Every stored line as 'Paella principales held', or 'Paella principales now <firedAt>' once fired. */
export async function storedCourses(db: PouchDB.Database): Promise<string[]> {
  const orders: Order[] = await allOfType(db, 'order');
  return orders.flatMap((order) =>
    order.items.map((line) =>
      [line.productName, line.course ?? '-', line.held === true ? 'held' : 'now', line.firedAt ?? '']
        .join(' ')
        .trim(),
    ),
  );
}
