import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ulid } from 'ulidx';
import { afterEach, describe, expect, it } from 'vitest';
import { parseOrderNumber, ROLES, type Role } from '@restaurantpro/schema';
import { buildApp } from '../../src/app.ts';
import { claimInstallation, newGatewayCode } from '../../src/api/installation.ts';
import { testConfig } from '../../src/config.ts';
import { createPouchStore } from '../../src/store/pouch-store.ts';
import type { Store } from '../../src/store/types.ts';
import { PASSWORD, type ApiHarness } from '../support/api.ts';
import { expectCall, seedDining } from '../support/checks.ts';
import { saveSettings, servedCheck } from '../support/money-api.ts';

/**
 * Two gateways on one store number the API's work apart: each process its own billing installation
 * (ticket series and Verifactu chain) and its own order code, so payments made through both at once
 * never collide on a ticket number and rounds never share an order number.
 */
let dir: string | undefined;
let store: Store | undefined;
const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await store?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

/** Two gateways on one embedded store, and a harness for each with the same signed-in users. */
async function twoGateways(): Promise<[ApiHarness, ApiHarness]> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rp-api-numbering-'));
  store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
  const config = testConfig({ dataDir: dir, adminPassword: PASSWORD });
  const shared = store;
  const [a, b] = await Promise.all([
    buildApp({ config, store: shared }),
    buildApp({ config, store: shared }),
  ]);
  apps.push(a, b);
  const cookies = new Map<Role, string>();
  for (const role of ROLES) {
    const email = `${role}@api.test`;
    await a.accounts.create({ email, password: PASSWORD, role });
    const res = await a.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    const cookie = res.cookies.find((c) => c.name === 'rp_session');
    if (cookie === undefined) throw new Error(`sign-in as ${role} failed: ${res.body}`);
    cookies.set(role, `${cookie.name}=${cookie.value}`);
  }
  const harness = (app: FastifyInstance): ApiHarness => ({
    app,
    cookie: (role) => cookies.get(role) ?? '',
    call: (role, opts) =>
      app.inject({
        ...opts,
        headers: { ...opts.headers, ...(role ? { cookie: cookies.get(role) ?? '' } : {}) },
      }),
    stored: async (type, db = 'floor') => {
      const { rows } = await shared
        .db(db)
        .allDocs({ startkey: `${type}:`, endkey: `${type}:\uffff`, include_docs: true });
      return rows.flatMap((row) => (row.doc ? [row.doc] : []));
    },
    close: () => app.close(),
  });
  return [harness(a), harness(b)];
}

describe('the API’s numbering on two gateways', () => {
  it('gives each gateway process an installation of its own, apart from every device code', async () => {
    const [a, b] = await twoGateways();
    const codes = [a.app.apiInstallation, b.app.apiInstallation];
    expect(codes[0]?.code).not.toBe(codes[1]?.code);
    for (const installation of codes) {
      expect(installation?.code).toMatch(/^[A-HJ-NP-Z][2-9][A-HJ-NP-Z]0$/);
      expect(installation?.orderCode).toBe(installation?.code.slice(0, 3));
    }
  });

  it('pays checks through both at once: every payment answered 201, every ticket numbered once, no gap', async () => {
    const [a, b] = await twoGateways();
    const dining = await seedDining(a);
    await saveSettings(a);
    const checks: string[] = [];
    for (let i = 0; i < 10; i++) checks.push(await servedCheck(a, dining, 1 + (i % 3)));
    await b.app.reactionsIdle();

    const tickets = await Promise.all(
      checks.map(async (checkId, i) => {
        const gateway = i % 2 === 0 ? a : b;
        const bill = await expectCall<{ total: string }>(
          gateway,
          'waiter',
          'GET',
          `/api/checks/${checkId}/bill`,
          undefined,
          200,
        );
        const paid = await expectCall<{ ticket?: { id: string; series: string; number: number } }>(
          gateway,
          'waiter',
          'POST',
          `/api/checks/${checkId}/payments`,
          { id: ulid(), amount: bill.total, tip: '0.00', parts: [{ method: 'card', amount: bill.total }] },
          201,
        );
        return { gateway, ticket: paid.ticket };
      }),
    );

    // Every paid check has its ticket, in the series of the gateway that took the payment.
    for (const { gateway, ticket } of tickets)
      expect(ticket?.series).toBe(`T-${gateway.app.apiInstallation.code}`);
    const ids = tickets.map(({ ticket }) => ticket?.id);
    expect(new Set(ids).size).toBe(checks.length);
    // Each series counts 1…5 with no gap: the gap-free rule holds per installation.
    for (const gateway of [a, b]) {
      const numbers = tickets
        .filter((entry) => entry.gateway === gateway)
        .map(({ ticket }) => ticket?.number)
        .sort((x = 0, y = 0) => x - y);
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
    }
    const stored = await a.stored('ticket');
    expect(stored).toHaveLength(checks.length);
  });

  it('numbers rounds sent through both at once with no order number used twice', async () => {
    const [a, b] = await twoGateways();
    const dining = await seedDining(a);
    const checks: string[] = [];
    for (let i = 0; i < 6; i++) checks.push(await servedCheck(a, dining, 1));
    await b.app.reactionsIdle();

    const rounds = await Promise.all(
      checks.flatMap((checkId, i) =>
        [a, b].map((gateway) =>
          expectCall<{ orderNumber: string }>(
            gateway,
            'waiter',
            'POST',
            `/api/checks/${checkId}/rounds`,
            { items: [{ productId: dining.productId, quantity: 1 + i }] },
            201,
          ),
        ),
      ),
    );
    const numbers = (await a.stored('order')).map((order) => String(order.orderNumber));
    // Each check's first round (through A) and the two sent at once through both.
    expect(numbers).toHaveLength(checks.length * 3);
    expect(new Set(numbers).size).toBe(numbers.length);
    const codes = new Set(rounds.map((round) => parseOrderNumber(round.orderNumber)?.deviceCode));
    expect(codes).toEqual(new Set([a.app.apiInstallation.orderCode, b.app.apiInstallation.orderCode]));
  });
});

describe('claiming an installation', () => {
  it('draws another code when the one drawn is already claimed, and never hands one out twice', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-claims-'));
    store = createPouchStore({ dataDir: dir, prefix: 'rp_' });
    await store.provision();
    const db = store.db('fiscal');
    // The same sequence of draws for both: the second claim meets the first's code and draws again.
    const draws = () => {
      const values = [0.1, 0.2, 0.3, 0.1, 0.2, 0.3, 0.9, 0.5, 0.7];
      let i = 0;
      return () => values[i++ % values.length] ?? 0;
    };
    const first = await claimInstallation(db, 'one', new Date(), draws());
    const second = await claimInstallation(db, 'two', new Date(), draws());
    expect(first.code).toBe(newGatewayCode(draws()));
    expect(second.code).not.toBe(first.code);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claimInstallation(db, `p${i}`, new Date())),
    );
    expect(new Set([first, second, ...claims].map((claim) => claim.code)).size).toBe(22);
  });
});
