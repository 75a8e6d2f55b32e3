import { randomBytes } from 'node:crypto';
import { StoreError, type StoreDb } from '../store/types.ts';

const SECRET_DOC = '_local/session-secret';

/**
 * The cookie signing secret: `SESSION_SECRET` when configured, otherwise one generated on first start
 * and kept in the accounts database (never replicated), so restarts keep sessions valid and every
 * gateway sharing the store signs alike. Two gateways starting at once race on one document id: the
 * loser of the write reads the winner's secret.
 */
export async function resolveSessionSecret(
  configured: string | undefined,
  accounts: StoreDb,
): Promise<string> {
  if (configured !== undefined) return configured;
  const existing = await readSecret(accounts);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    await accounts.put({ _id: SECRET_DOC, secret });
    return secret;
  } catch (err) {
    if (!(err instanceof StoreError && err.status === 409)) throw err;
    const winner = await readSecret(accounts);
    if (!winner) throw err;
    return winner;
  }
}

async function readSecret(accounts: StoreDb): Promise<string | null> {
  try {
    const doc = await accounts.get(SECRET_DOC);
    return typeof doc['secret'] === 'string' && doc['secret'].length >= 32 ? doc['secret'] : null;
  } catch (err) {
    if (err instanceof StoreError && err.status === 404) return null;
    throw err;
  }
}
