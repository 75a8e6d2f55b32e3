import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are self-describing strings: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 * Keeping the cost parameters beside the hash means they can be raised later without breaking the
 * accounts created before: verification always uses the parameters the hash was made with.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// 2^15 × 8 × 128 bytes = 32 MiB per hash and about 50–100 ms on these machines: expensive for an
// attacker holding the accounts database, still cheap enough for a sign-in.
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

// Plain byte views: with TypeScript 6's typed-array generics, Buffer no longer fits node:crypto's
// parameter types in @types/node 20.
const bytes = (buf: Buffer): Uint8Array => new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), bytes(salt), KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined) return null;
  // Refuse absurd parameters from a tampered document instead of letting them exhaust memory.
  const sane = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!sane || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when `password` matches `stored`. Compares in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(bytes(candidate), bytes(parsed.key));
}

/** True when the hash was made with weaker parameters than today's, so it is worth re-hashing at sign-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}
