import { afterEach, describe, expect, it } from 'vitest';
import {
  moveLines,
  orderUpdateProblem,
  orderSchema,
  type LineMove,
  type Order,
  type OrderItem,
} from '@restaurantpro/schema';
import { orderOf } from './fixtures.ts';
import {
  replicationHarness,
  waitForDoc,
  waitForStoreDoc,
  type Device,
  type Doc,
  type User,
} from './helpers.ts';

/**
 * Two screens of one kitchen station (two cooks' devices) move the same lines of a round while both
 * are offline, then reconnect. Each screen writes what the kitchen board writes (the latest revision
 * moved with the schema's `moveLines`), the gateway accepts both branches and its conflicts reaction
 * writes the schema's order merge, and every replica ends on that one revision.
 */

interface Screen {
  local: Device;
  remote: Device;
  cook: User;
}

type StoredOrder = Order & { _rev: string };

const at = (minute: number) => `2026-11-22T12:${String(minute).padStart(2, '0')}:00.000Z`;

/** A round of one portion per entry of `lines`, each line patched with its entry (course, hold). */
function roundOf(waiterId: string, lines: Array<Partial<OrderItem>>): Doc {
  const order = orderOf(
    waiterId,
    lines.map(() => ['P1', 1]),
  );
  const items = (order.items as OrderItem[]).map((line, index) => ({ ...line, ...lines[index] }));
  return { ...order, items };
}

/** A drink, a starter and the mains held for 'Marchar', in that order. */
const HELD_MAINS: Array<Partial<OrderItem>> = [
  { course: 'bebidas' },
  { course: 'entrantes' },
  { course: 'principales', held: true },
];

const lineOf = (order: Doc, id: string) => (order.items as OrderItem[]).find((line) => line.id === id);

/** A tap on a kitchen screen, written as the board writes it: latest revision, moved, judged, put. */
async function tap(screen: Screen, id: string, move: LineMove, when: string): Promise<void> {
  const current = await screen.local.get<StoredOrder>(id);
  const next = moveLines(current, move, when, screen.cook.id);
  if (next === null) throw new Error('the move changed nothing');
  expect(orderUpdateProblem(current, next)).toBeNull();
  await screen.local.put({ ...orderSchema.parse(next), _rev: current._rev });
}

/** Resolves once `db` holds revision `rev` of `id` as its winner with no conflicting leaf left. */
function settledOn(db: Device, id: string, rev: string): Promise<Doc> {
  return new Promise((resolve, reject) => {
    const feed = db.changes({ live: true, since: 0, include_docs: true, conflicts: true, doc_ids: [id] });
    feed.on('change', (change) => {
      const doc = change.doc as Doc | undefined;
      if (doc?._rev !== rev || ((doc._conflicts as string[] | undefined) ?? []).length > 0) return;
      feed.cancel();
      resolve(doc);
    });
    feed.on('error', reject);
  });
}

/** A refusal as PouchDB reports it: bare from a replication, wrapped with its direction from a sync. */
function refusalOf(err: unknown): string {
  const denied = err as { doc?: { id?: string; reason?: string }; id?: string; reason?: string };
  const { id, reason } = denied.doc ?? denied;
  return `${id ?? '?'}: ${reason ?? '?'}`;
}

describe('two screens of one station moving the same lines offline', () => {
  const h = replicationHarness();
  afterEach(() => h.cleanup());

  /**
   * A waiter sends `lines` as one round; both screens of the station sync it and go offline. Every
   * refusal the gateway answers, on any push, lands in `refused`.
   */
  async function offlineStation(lines: Array<Partial<OrderItem>>) {
    const { store, app, url, waiter, cook, pos, kitchen } = await h.floor();
    const other = await h.account(app, url, 'cook');
    const a: Screen = { ...kitchen, cook };
    const b: Screen = { ...h.device(url, other), cook: other };
    const refused: string[] = [];
    const live = (screen: Screen) => {
      const sync = h.sync(screen.local, screen.remote);
      sync.on('denied', (err) => refused.push(refusalOf(err)));
      return sync;
    };

    const round = roundOf(waiter.id, lines);
    await pos.local.put(round);
    const sent = pos.local.replicate.to(pos.remote);
    sent.on('denied', (err) => refused.push(refusalOf(err)));
    await sent;

    // Online first, so both screens diverge from the revision the waiter sent.
    const syncs = [a, b].map(live);
    await Promise.all([a, b].map((screen) => waitForDoc(screen.local, round._id)));
    for (const sync of syncs) {
      const stopped = new Promise((resolve) => sync.on('complete', resolve));
      sync.cancel();
      await stopped;
    }
    const ids = (round.items as OrderItem[]).map((line) => line.id);

    /**
     * Both screens sync again at once. Resolves with the revision every replica ends on (a merge
     * neither screen wrote), once the store holds it with no conflict left and each screen has
     * pulled it and the losing leaves' deletions (live sync, no one-shot pull that would hide a
     * stuck feed).
     */
    async function reconnect(): Promise<Doc> {
      const heads = await Promise.all([a, b].map((screen) => screen.local.get(round._id)));
      const pushed = [a, b].map((screen, index) => {
        const head = heads[index]?._rev;
        const sync = live(screen);
        // A refused head fails here with the gateway's reason instead of waiting for a merge.
        return new Promise<void>((resolve, reject) => {
          sync.on('change', (info) => {
            if (info.direction === 'push' && info.change.docs.some((doc) => doc._rev === head)) resolve();
          });
          sync.on('denied', (err) => reject(new Error(refusalOf(err))));
        });
      });
      await Promise.all(pushed);
      const merged = await waitForStoreDoc(
        store.db('floor'),
        round._id,
        (doc) => (doc._conflicts ?? []).length === 0,
      );
      const rev = merged._rev as string;
      await Promise.all([a, b].map((screen) => settledOn(screen.local, round._id, rev)));
      // Settled: the merge is not answered by another revision on the gateway either.
      await app.reactionsIdle();
      const leaves = await store.db('floor').getOpenRevs(round._id, 'all');
      expect(leaves.filter((leaf) => 'ok' in leaf && leaf.ok._deleted !== true)).toHaveLength(1);
      for (const db of [store.db('floor'), a.local, b.local]) {
        const winner = await db.get(round._id, { conflicts: true });
        expect(winner._rev).toBe(rev);
        expect(winner._conflicts ?? []).toEqual([]);
      }
      // Neither screen's version won as it was: the gateway wrote the merge as a new revision.
      expect(heads.map((head) => head._rev)).not.toContain(rev);
      return merged as Doc;
    }

    return { a, b, ids, refused, reconnect, roundId: round._id };
  }

  it('converge when both bump the same lines, each line ready with its latest bump', async () => {
    const { a, b, ids, refused, reconnect, roundId: id } = await offlineStation([{}, {}, {}]);
    const [first = '', second = '', third = ''] = ids;

    await tap(b, id, { kind: 'bump', lineIds: [first, second, third] }, at(5));
    await tap(a, id, { kind: 'bump', lineIds: [first, second] }, at(6));
    const merged = await reconnect();

    // A's version left the round pending (its third line was not bumped), B's made it ready: the
    // merge's status follows the merged lines, all ready.
    expect(merged).toMatchObject({ status: 'ready', updatedAt: at(6), updatedBy: a.cook.id });
    // A line bumped on both screens takes its fields from its later version (by updatedAt), so its
    // bumpedAt is the later bump: A's at 12:06 for the two lines both bumped, B's for the third.
    expect(ids.map((line) => lineOf(merged, line))).toEqual([
      expect.objectContaining({ status: 'ready', bumpedAt: at(6) }),
      expect.objectContaining({ status: 'ready', bumpedAt: at(6) }),
      expect.objectContaining({ status: 'ready', bumpedAt: at(5) }),
    ]);
    expect(refused).toEqual([]);
  });

  it('converge on the recall when one screen recalls a line the other bumped', async () => {
    const { a, b, ids, refused, reconnect, roundId: id } = await offlineStation([{}, {}, {}]);
    const [first = '', second = '', third = ''] = ids;

    // A bumps the first line by mistake and recalls it; B meanwhile finishes the whole ticket.
    await tap(a, id, { kind: 'bump', lineIds: [first] }, at(5));
    await tap(b, id, { kind: 'bump', lineIds: [first, second, third] }, at(6));
    await tap(a, id, { kind: 'recall', lineIds: [first] }, at(7));
    const merged = await reconnect();

    // The recall beats the bump it undid; the round follows its lines back to preparing, a status
    // neither screen's version had (A's was pending, B's ready).
    expect(lineOf(merged, first)).toMatchObject({ status: 'preparing', recalls: 1, bumpedAt: at(5) });
    expect([second, third].map((line) => lineOf(merged, line)?.status)).toEqual(['ready', 'ready']);
    expect(merged.status).toBe('preparing');

    // The merged round is one the rules build on: B bumps the recalled line again and it lands.
    await tap(b, id, { kind: 'bump', lineIds: [first] }, at(9));
    const ready = await waitForDoc(a.local, id, (doc) => doc.status === 'ready');
    expect(lineOf(ready, first)).toMatchObject({ status: 'ready', recalls: 1, bumpedAt: at(9) });
    expect(refused).toEqual([]);
  });

  it('keep both the fired course and the bumped starter', async () => {
    const { a, b, ids, refused, reconnect, roundId: id } = await offlineStation(HELD_MAINS);
    const [drink = '', starter = '', main = ''] = ids;

    // 'Marchar' on A while B bumps the starter.
    await tap(b, id, { kind: 'bump', lineIds: [starter] }, at(5));
    await tap(a, id, { kind: 'fire', course: 'principales' }, at(6));
    const merged = await reconnect();

    expect(lineOf(merged, main)).toMatchObject({ status: 'pending', firedAt: at(6) });
    expect(lineOf(merged, main)?.held).toBeUndefined();
    expect(lineOf(merged, starter)).toMatchObject({ status: 'ready', bumpedAt: at(5) });
    expect(lineOf(merged, drink)?.status).toBe('pending');
    // The drink and the mains are still to make.
    expect(merged.status).toBe('pending');
    expect(refused).toEqual([]);
  });
});
