import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@restaurantpro/schema';

/**
 * The kitchen's queue and one-tap moves are a rule written once in the schema (rules/kitchen.ts).
 * This reads the app's own source, as text, to keep a second copy from growing back here.
 */
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const STATUS = `(?:${ORDER_STATUSES.join('|')})`;
/** `pending: 'preparing'`, `pending: { label: 'Comenzar', to: 'preparing' }` or `case 'pending': return 'preparing'`. */
const MOVE_ENTRY = new RegExp(
  [
    `['"]?\\b${STATUS}['"]?\\s*:\\s*(?:\\{[^{}]*?\\bto\\s*:\\s*)?['"]${STATUS}['"]`,
    `case\\s*['"]${STATUS}['"]\\s*:\\s*return\\s*['"]${STATUS}['"]`,
  ].join('|'),
  'g',
);

/** Files with a hand-written list of moves: two or more status → status entries. */
function moveTables(sources: Readonly<Record<string, string>>): string[] {
  return Object.entries(sources)
    .filter(([, text]) => (text.match(MOVE_ENTRY) ?? []).length >= 2)
    .map(([file]) => file);
}

/** Files that define `name` (a const, let or function) rather than import it. */
function definitions(name: string, inFolders: RegExp = /./): string[] {
  const defined = new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`);
  return Object.entries(SOURCES)
    .filter(([file, text]) => inFolders.test(file) && defined.test(text))
    .map(([file]) => file);
}

function importsFromSchema(file: string, name: string): boolean {
  const text = SOURCES[file];
  if (text === undefined) throw new Error(`${file} not found`);
  return new RegExp(
    `(?:import|export)\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'@restaurantpro/schema'`,
  ).test(text);
}

describe('the kitchen rule is written once, in the schema', () => {
  it('reads the app source', () => {
    expect(Object.keys(SOURCES)).toContain('./OrderQueue.tsx');
    expect(Object.keys(SOURCES)).toContain('../staff/StaffOrderCard.tsx');
  });

  it('spots a hand-written move list', () => {
    expect(
      moveTables({
        'object.ts': "const NEXT = { pending: 'preparing', preparing: 'ready', ready: 'served' } as const;",
        'actions.ts': "{ pending: { label: 'Comenzar', to: 'preparing' }, 'preparing': { to: \"ready\" } }",
        'switch.ts': "case 'pending': return 'preparing'; case 'preparing': return 'ready';",
        'labels.ts': "{ pending: 'Pendiente', preparing: 'En Preparación', ready: 'Listo' }",
        'one.ts': "{ status: 'pending', pending: 'preparing' }",
      }),
    ).toEqual(['object.ts', 'actions.ts', 'switch.ts']);
  });

  it('has no move list of its own in web/src', () => {
    expect(moveTables(SOURCES)).toEqual([]);
  });

  it.each(['NEXT_STATUS', 'KITCHEN_ACTIONS', 'STAFF_KITCHEN_ACTIONS', 'KITCHEN_MOVES', 'kitchenQueue'])(
    'defines no %s in web/src',
    (name) => {
      expect(definitions(name)).toEqual([]);
    },
  );

  // The dashboard keeps its own newest-first list under this name; the kitchen and staff screens use the queue.
  it('defines no activeOrders in the kitchen or staff screens', () => {
    expect(definitions('activeOrders', /^(\.\/|\.\.\/staff\/)/)).toEqual([]);
  });

  it.each([
    ['./OrderQueue.tsx', 'kitchenQueue'],
    ['./OrderQueue.tsx', 'KITCHEN_ACTIONS'],
    ['./OrderCard.tsx', 'KITCHEN_ACTIONS'],
    ['./queue.ts', 'kitchenQueue'],
    ['../staff/useStaffData.ts', 'kitchenQueue'],
    ['../staff/staff-rules.ts', 'kitchenQueue'],
    ['../staff/StaffOrderCard.tsx', 'STAFF_KITCHEN_ACTIONS'],
    ['../staff/KitchenView.tsx', 'StaffKitchenStep'],
  ])('%s takes %s from the schema', (file, name) => {
    expect(importsFromSchema(file, name)).toBe(true);
  });
});
