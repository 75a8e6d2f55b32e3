import { afterEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { productDoc, replicationHarness, tableDoc, type Doc } from '../replication/helpers.ts';
import { AT, bothDoors, editOnDevice, idOf, type RuleCase } from '../support/both-doors.ts';

/**
 * The floor plan's rules that read the store (an area or an ingredient still in use is not deleted;
 * no two active tables share a number) are checkWrite's, judged in the same WriteContext at both
 * doors: the same verdict and the same Spanish words at `/api` and through `/db`.
 */

const stamped = (userId: string, type: string, fields: object): Doc => ({
  _id: `${type}:${ulid()}`,
  type,
  createdAt: AT,
  updatedAt: AT,
  updatedBy: userId,
  ...fields,
});

const area = (userId: string) => stamped(userId, 'area', { name: 'Terraza', isActive: true });

const ingredient = (userId: string) =>
  stamped(userId, 'ingredient', {
    name: 'Arroz bomba',
    unit: 'kg',
    currentStock: '5.000',
    minStock: '1.000',
    costPerUnit: '3.20',
    isActive: true,
  });

const recipe = (userId: string, productId: string, ingredientId: string) =>
  stamped(userId, 'recipe', {
    productId,
    instructions: 'Sofreír y cocer.',
    preparationTime: 30,
    servings: 4,
    difficulty: 'medium',
    ingredients: [{ id: ulid(), ingredientId, quantity: '0.400' }],
  });

/** An area with tables "7" and "8", and a second area. */
function terrace(userId: string): Doc[] {
  const terraza = area(userId);
  return [
    terraza,
    tableDoc(userId, { areaId: idOf(terraza), number: '7' }),
    tableDoc(userId, { areaId: idOf(terraza), number: '8' }),
  ];
}

/** Both doors' edit of the case's second given document, a table: `fields` through PUT and on a device. */
function editTable(fields: { number: string; isActive: boolean }): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: (_w, [, table]) => ({
      method: 'PUT',
      path: `/api/tables/${idOf(table)}`,
      body: { areaId: table?.areaId, capacity: 4, ...fields },
    }),
    device: (w, [, table]) =>
      editOnDevice(w, table?._id ?? '', (doc) => ({
        ...doc,
        ...fields,
        updatedAt: AT,
        updatedBy: w.user.id,
      })),
  };
}

const CASES: RuleCase[] = [
  {
    name: 'a manager deletes an area with two tables',
    refused: true,
    reason:
      /^No se puede eliminar el área: tiene 2 mesa\(s\) asignada\(s\)\. Mueve o elimina esas mesas primero\.$/,
    role: 'manager',
    given: (user) => terrace(user.id),
    api: (_w, [terraza]) => ({ method: 'DELETE', path: `/api/areas/${idOf(terraza)}` }),
    device: (w, [terraza]) => editOnDevice(w, terraza?._id ?? '', (doc) => ({ ...doc, _deleted: true })),
    settled: async (w, [terraza]) => {
      expect((await w.db.get(terraza?._id ?? '')).name).toBe('Terraza');
    },
  },
  {
    name: 'a manager deletes an area whose tables are all deleted',
    refused: false,
    role: 'manager',
    given: (user) => {
      const [terraza, ...tables] = terrace(user.id);
      return [terraza as Doc, ...tables.map((table) => ({ ...table, _deleted: true }))];
    },
    api: (_w, [terraza]) => ({ method: 'DELETE', path: `/api/areas/${idOf(terraza)}` }),
    device: (w, [terraza]) => editOnDevice(w, terraza?._id ?? '', (doc) => ({ ...doc, _deleted: true })),
  },
  {
    name: 'a manager deletes an ingredient the paella’s recipe uses, named by its dish',
    refused: true,
    reason:
      /^No se puede eliminar el ingrediente: lo usa\(n\) 1 receta\(s\) \(Paella\)\. Quítalo de esas recetas primero\.$/,
    role: 'manager',
    given: (user) => {
      const rice = ingredient(user.id);
      const paella = productDoc(user.id, { name: 'Paella' });
      return [rice, paella, recipe(user.id, idOf(paella), idOf(rice))];
    },
    api: (_w, [rice]) => ({ method: 'DELETE', path: `/api/ingredients/${idOf(rice)}` }),
    device: (w, [rice]) => editOnDevice(w, rice?._id ?? '', (doc) => ({ ...doc, _deleted: true })),
  },
  {
    name: 'a manager renames table "8" to " 7 "',
    refused: true,
    reason: /^Ya hay una mesa activa con el número 7$/,
    role: 'manager',
    given: (user) => {
      const [terraza, seven, eight] = terrace(user.id);
      return [terraza as Doc, eight as Doc, seven as Doc];
    },
    ...editTable({ number: ' 7 ', isActive: true }),
  },
  {
    name: 'a manager reactivates an inactive table "7" while another "7" is active',
    refused: true,
    reason: /^Ya hay una mesa activa con el número 7$/,
    role: 'manager',
    given: (user) => {
      const [terraza, seven] = terrace(user.id);
      const old = tableDoc(user.id, { areaId: idOf(terraza), number: '7', isActive: false });
      return [terraza as Doc, old, seven as Doc];
    },
    ...editTable({ number: '7', isActive: true }),
  },
  {
    name: 'a manager renames a table to a number only an inactive table has',
    refused: false,
    role: 'manager',
    given: (user) => {
      const [terraza, seven] = terrace(user.id);
      const old = tableDoc(user.id, { areaId: idOf(terraza), number: '9', isActive: false });
      return [terraza as Doc, seven as Doc, old];
    },
    ...editTable({ number: '9', isActive: true }),
  },
];

describe('the floor plan’s store rules at both doors', () => {
  const doors = bothDoors();
  afterEach(() => doors.cleanup());

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => doors.run(rule));
});

describe('a replicated batch is judged as the batch leaves the store', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  async function manager() {
    const store = await h.store();
    const { app, url } = await h.gateway(store);
    const user = await h.account(app, url, 'manager');
    return { floor: store.db('floor'), user, device: h.device(url, user) };
  }

  it('deletes an area listed before its tables in the same _bulk_docs', async () => {
    const { floor, user, device } = await manager();
    const docs = terrace(user.id);
    await floor.bulkDocs(docs);
    const stored = await Promise.all(docs.map((doc) => floor.get(doc._id)));
    const answer = await device.remote.bulkDocs(stored.map((doc): Doc => ({ ...doc, _deleted: true })));
    expect(answer.every((row) => 'ok' in row && row.ok === true)).toBe(true);
    await expect(floor.get(docs[0]?._id ?? '')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses the area when the batch deletes only one of its tables, naming the one left', async () => {
    const { floor, user, device } = await manager();
    const docs = terrace(user.id);
    await floor.bulkDocs(docs);
    const [terraza, seven] = await Promise.all(docs.slice(0, 2).map((doc) => floor.get(doc._id)));
    const answer = await device.remote.bulkDocs([
      { ...terraza, _deleted: true },
      { ...seven, _deleted: true },
    ] as Doc[]);
    expect(answer.map((row) => ('reason' in row ? row.reason : 'ok'))).toEqual([
      'No se puede eliminar el área: tiene 1 mesa(s) asignada(s). Mueve o elimina esas mesas primero.',
      'ok',
    ]);
  });

  it('stores an area and its tables created together on a device', async () => {
    const { floor, user, device } = await manager();
    const docs = terrace(user.id);
    await device.local.bulkDocs(docs);
    const result = await device.local.replicate.to(device.remote);
    expect(result.doc_write_failures).toBe(0);
    const { rows } = await floor.allDocs({ keys: docs.map((doc) => doc._id) });
    expect(rows.every((row) => 'value' in row && row.value.rev !== undefined)).toBe(true);
  });

  it('refuses the second of two tables numbered alike in one push', async () => {
    const { floor, user, device } = await manager();
    const [terraza, seven] = terrace(user.id);
    const twin = tableDoc(user.id, { areaId: idOf(terraza), number: '7' });
    const answer = await device.remote.bulkDocs([terraza, seven, twin] as Doc[]);
    expect(answer.map((row) => ('reason' in row ? row.reason : 'ok'))).toEqual([
      'ok',
      'ok',
      'Ya hay una mesa activa con el número 7',
    ]);
    await expect(floor.get(twin._id)).rejects.toMatchObject({ status: 404 });
  });
});
