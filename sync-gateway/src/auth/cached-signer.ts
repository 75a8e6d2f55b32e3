import { Signer, type UnsignResult } from '@fastify/cookie';

type Verified = Extract<UnsignResult, { valid: true }>;

/**
 * The session cookie's signer, remembering the cookies it verified. @fastify/session checks the
 * cookie's HMAC and signs the session id again on every request: two HMACs that were a tenth of the
 * cost of an authenticated request, although both are pure functions of the value and the secret.
 *
 * Only cookies that verified are remembered, with the signature of their session id, so a forged or
 * random cookie is computed (and refused) every time and cannot fill the memory; ids of brand-new
 * sessions are signed without being remembered. Whether the session still exists is the store's
 * answer, asked on every request as before: this only spares recomputing a signature.
 */
export class CachedSigner {
  private readonly signer: Signer;
  private readonly verified = new Map<string, UnsignResult>();
  private readonly signedIds = new Map<string, string>();

  constructor(
    secret: string,
    private readonly maxEntries = 10_000,
  ) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    return this.signedIds.get(value) ?? this.signer.sign(value);
  }

  unsign(signedValue: string): UnsignResult {
    const known = this.verified.get(signedValue);
    if (known) return known;
    const result = this.signer.unsign(signedValue);
    if (result.valid) this.remember(signedValue, Object.freeze(result));
    return result;
  }

  private remember(signedValue: string, result: Verified): void {
    if (this.verified.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the longest remembered.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) {
        const value = this.verified.get(oldest)?.value;
        this.verified.delete(oldest);
        if (typeof value === 'string') this.signedIds.delete(value);
      }
    }
    this.verified.set(signedValue, result);
    this.signedIds.set(result.value, signedValue);
  }
}
