import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { sendEnvelope } from '../../src/fiscal/client.ts';
import { FiscalSender, type SenderLog } from '../../src/fiscal/sender.ts';
import { startFakeAeat, type FakeAeat } from './fake-aeat.ts';
import { MemoryQueue } from './memory-queue.ts';
import { createTestPki, type TestPki } from './test-pki.ts';
import { VirtualClock } from './virtual-clock.ts';

/** Records are generated at T0 (a winter evening in Madrid); the clock starts just after. */
export const T0 = Date.parse('2026-11-24T20:00:00.000Z');

export interface World {
  aeat: FakeAeat;
  clock: VirtualClock;
  queue: MemoryQueue;
  logs: Array<{ level: keyof SenderLog; message: string }>;
  /** A sender over the world's queue and clock, talking to the fake AEAT over mutual TLS: a new one is a restart. */
  sender(): FiscalSender;
  close(): Promise<void>;
}

export async function createWorld(pki: TestPki, startMs = T0 + 10_000): Promise<World> {
  const clock = new VirtualClock(startMs);
  const aeat = await startFakeAeat(pki, () => clock.now());
  const queue = new MemoryQueue();
  const logs: World['logs'] = [];
  const log: SenderLog = {
    info: (_details, message) => logs.push({ level: 'info', message }),
    warn: (_details, message) => logs.push({ level: 'warn', message }),
    error: (_details, message) => logs.push({ level: 'error', message }),
  };
  const connection = {
    url: aeat.url,
    pfx: pki.clientPfx,
    passphrase: pki.passphrase,
    ca: pki.ca,
    timeoutMs: 5000,
  };
  return {
    aeat,
    clock,
    queue,
    logs,
    sender: () => new FiscalSender({ queue, clock, log, transport: (xml) => sendEnvelope(connection, xml) }),
    close: () => aeat.close(),
  };
}

/**
 * A new world for each test of the file, over one test PKI for them all (making certificates takes
 * a while): `created` receives each world before its test runs, to keep it and fill its queue.
 */
export function eachTestWorld(created: (world: World) => void): void {
  let pki: TestPki | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    pki = await createTestPki();
  });
  afterAll(async () => {
    await pki?.cleanup();
  });
  beforeEach(async () => {
    if (pki === undefined) throw new Error('the test PKI was not made');
    world = await createWorld(pki);
    created(world);
  });
  afterEach(async () => {
    await world?.close();
  });
}
