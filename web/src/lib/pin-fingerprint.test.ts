import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeMemberPrint, pinFingerprint, pinMatchesPrint, PIN_FINGERPRINT_ITERATIONS } from './pin-fingerprint.ts';

const ANA = { id: 'ana01', name: 'Ana', role: 'waiter' as const };
const TERMINAL = '01JTERMINAL0000000000000000';

/** The same derivation by an independent implementation (Node's), to check the WebCrypto one. */
function nodeFingerprint(pin: string, salt: Uint8Array, terminalId: string, userId: string, iterations: number) {
  const full = Buffer.concat([Buffer.from(salt), Buffer.from(terminalId + userId, 'utf8')]);
  return pbkdf2Sync(pin, full, iterations, 1, 'sha256')[0];
}

describe('PIN fingerprint', () => {
  it('is the first byte of PBKDF2-SHA256 over salt‖terminalId‖userId with 200,000 iterations', async () => {
    const salt = new Uint8Array(16).map((_, i) => i * 7);
    expect(PIN_FINGERPRINT_ITERATIONS).toBe(200_000);
    expect(await pinFingerprint('4321', salt, TERMINAL, ANA.id)).toBe(
      nodeFingerprint('4321', salt, TERMINAL, ANA.id, 200_000),
    );
  });

  it('keeps a random 16-byte salt and the fingerprint, never the PIN', async () => {
    const first = await makeMemberPrint(ANA, '482913', TERMINAL);
    const second = await makeMemberPrint(ANA, '482913', TERMINAL);
    expect(atob(first.salt)).toHaveLength(16);
    expect(first.salt).not.toBe(second.salt);
    expect(first.fp).toBeGreaterThanOrEqual(0);
    expect(first.fp).toBeLessThan(256);
    expect(JSON.stringify(first)).not.toContain('482913');
    expect(Object.keys(first).sort()).toEqual(['fp', 'id', 'name', 'role', 'salt']);
  });

  it('accepts the PIN it was made from, and judges another PIN by those 8 bits only', async () => {
    const print = await makeMemberPrint(ANA, '4321', TERMINAL);
    expect(await pinMatchesPrint('4321', print, TERMINAL)).toBe(true);
    const salt = Uint8Array.from(atob(print.salt), (char) => char.charCodeAt(0));
    const other = nodeFingerprint('1234', salt, TERMINAL, ANA.id, PIN_FINGERPRINT_ITERATIONS);
    expect(await pinMatchesPrint('1234', print, TERMINAL)).toBe(other === print.fp);
  });

  it('does not carry over to another terminal or person', async () => {
    const salt = new Uint8Array(16).fill(3);
    const prints = await Promise.all(
      ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((terminal) => pinFingerprint('4321', salt, terminal, ANA.id, 1)),
    );
    expect(new Set(prints).size).toBeGreaterThan(1);
  });

  it('narrows a 4-digit PIN to about 10,000 / 256 candidates', async () => {
    // One iteration here: the bit count, not the cost, is what this measures.
    const salt = new Uint8Array(16).fill(9);
    const target = await pinFingerprint('0000', salt, TERMINAL, ANA.id, 1);
    let candidates = 0;
    for (let pin = 0; pin < 10_000; pin++) {
      if ((await pinFingerprint(String(pin).padStart(4, '0'), salt, TERMINAL, ANA.id, 1)) === target) candidates++;
    }
    expect(candidates).toBeGreaterThan(10);
    expect(candidates).toBeLessThan(80);
  });
});
