import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { VerifactuConfig } from '../config.ts';
import type { StoredDoc } from '../store/types.ts';
import { follow, type Follower } from '../reactions/follower.ts';
import { REPORTS_SETTLE_MAX_WAIT_MS, REPORTS_SETTLE_QUIET_MS } from '../timing.ts';
import { sendEnvelope } from './client.ts';
import { chainRecordIn, FiscalLedger } from './ledger.ts';
import { FISCAL_QUEUE_FOLLOWER } from './public.ts';
import { StoreRecordQueue } from './record-queue.ts';
import { FiscalSender, type SenderLog, type Transport } from './sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fiscal: {
      ledger: FiscalLedger;
      /** Whether the gateway sends the records (VERIFACTU_URL set). */
      configured: boolean;
      /**
       * Keeps the billing records among `docs` (altas in tickets, anulaciones in annulments) that a
       * door refused (`refused` by index), with the reason and who pushed them: the managers'
       * Verifactu page lists them.
       */
      noteRefused: (
        docs: readonly StoredDoc[],
        refused: ReadonlyMap<number, { reason: string }>,
        by: string,
      ) => Promise<void>;
      /**
       * Resolves once every record seen so far is queued and, when sending, every queued record was
       * offered to the AEAT (up to a wait the AEAT asked for or a failure's pause): tests.
       */
      idle: () => Promise<void>;
    };
  }
}

/** The AEAT's service with the restaurant's certificate, read once at start (a missing file stops it). */
async function transportOf(config: VerifactuConfig): Promise<Transport> {
  const [pfx, ca] = await Promise.all([
    config.certFile === undefined ? Promise.resolve(undefined) : readFile(config.certFile),
    config.caFile === undefined ? Promise.resolve(undefined) : readFile(config.caFile),
  ]);
  if (pfx === undefined) throw new Error('VERIFACTU_CERT is required with VERIFACTU_URL (a PKCS#12 file)');
  const connection = {
    url: config.url,
    pfx,
    ...(config.certPassword === undefined ? {} : { passphrase: config.certPassword }),
    ...(ca === undefined ? {} : { ca }),
  };
  return (xml) => sendEnvelope(connection, xml);
}

/** The sender's log, where a message that got no answer is also noted as the last error (the screens show it). */
function senderLog(fastify: FastifyInstance, ledger: FiscalLedger): SenderLog {
  const noted = (details: object) => {
    const err = (details as { err?: unknown }).err;
    if (err === undefined) return;
    const message = err instanceof Error ? err.message : String(err);
    ledger
      .note({ error: message })
      .catch((error: unknown) => fastify.log.error({ err: error }, 'fiscal: status not saved'));
  };
  return {
    info: (details, message) => fastify.log.info(details, message),
    warn: (details, message) => {
      fastify.log.warn(details, message);
      noted(details);
    },
    error: (details, message) => {
      fastify.log.error(details, message);
      noted(details);
    },
  };
}

/**
 * Verifactu on the gateway (DESIGN.md §11): the devices write the records inside their tickets (altas)
 * and annulments (anulaciones); here each record that reaches the store is queued in the `fiscal` database (a follower of the
 * floor's feed with its own checkpoint, so it never holds the projections back), and with
 * VERIFACTU_URL set the sender relays them to the AEAT (sender.ts). Nothing here writes to `floor`.
 */
export default fp(
  async (fastify) => {
    const ledger = new FiscalLedger(
      fastify.store.db('fiscal'),
      () => fastify.clock(),
      fastify.store.db('floor'),
    );
    const followers: Follower[] = [];
    const verifactu = fastify.config.verifactu;
    const sender =
      verifactu === undefined
        ? null
        : new FiscalSender({
            queue: new StoreRecordQueue(ledger, fastify.store.db('floor')),
            transport: await transportOf(verifactu),
            log: senderLog(fastify, ledger),
          });
    fastify.decorate('fiscal', {
      ledger,
      noteRefused: async (docs, refused, by) => {
        const records = [...refused].flatMap(([index, { reason }]) => {
          const doc = docs[index];
          const record = doc === undefined ? null : chainRecordIn(doc);
          return record === null ? [] : [{ record, reason, by }];
        });
        await ledger.noteRefused(records);
      },
      configured: fastify.config.verifactu !== undefined,
      idle: async () => {
        await Promise.all(followers.map((follower) => follower.idle()));
        // Only the reactor sends: a standby gateway has nothing of its own to wait for.
        if (sender === null || !fastify.reactor.holdsLease()) return;
        for (let step = await sender.runOnce(); step.kind === 'sent'; step = await sender.runOnce());
      },
    });
    fastify.addHook('onReady', async () => {
      // Queueing and sending follow the reactor lease itself (reactor.ts): one gateway of a store sends.
      await fastify.reactor.whileHeld(
        'fiscal',
        async () => {
          const queue = await follow({
            db: fastify.store.db('floor'),
            name: FISCAL_QUEUE_FOLLOWER,
            handle: async (changes) => {
              const holders = changes.flatMap(({ doc }) =>
                doc !== undefined &&
                (doc.type === 'ticket' || doc.type === 'annulment') &&
                doc._deleted !== true &&
                doc.fiscal !== undefined
                  ? [doc]
                  : [],
              );
              if ((await ledger.enqueue(holders)) > 0) sender?.notify();
            },
            log: fastify.log,
            // Tickets and annulments are a sliver of the floor's changes: the queue follows the floor's
            // pauses, as the reports do, rather than handling (and checkpointing) every order as it is written.
            settle: { quietMs: REPORTS_SETTLE_QUIET_MS, maxWaitMs: REPORTS_SETTLE_MAX_WAIT_MS },
          });
          followers.push(queue);
          sender?.start();
          return async () => {
            followers.splice(followers.indexOf(queue), 1);
            await Promise.all([queue.stop(), sender?.stop()]);
          };
          // Never on a site hub's own: a cloud gateway holding the lease may be sending the same records.
        },
        { strict: true },
      );
    });
  },
  { name: 'fiscal', dependencies: ['store', 'reactor'] },
);
