import { describe, expect, it } from 'vitest';
import {
  makeMemberPrint,
  pinFingerprint,
  pinMatchesPrint,
  PIN_FINGERPRINT_ITERATIONS,
} from './pin-fingerprint.ts';

const ANA = { id: 'ana01', name: 'Ana', role: 'waiter' as const };
const TERMINAL = '01JTERMINAL0000000000000000';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('PIN fingerprint', () => {
  it('is the first byte of PBKDF2-HMAC-SHA256 over salt‖terminalId‖userId (RFC 7914 §11 vectors)', async () => {
    // S = 'salt' and 'NaCl' split into salt, terminal id and user id: the three are concatenated.
    expect(await pinFingerprint('passwd', bytes('sa'), 'l', 't', 1)).toBe(0x55);
    expect(await pinFingerprint('Password', bytes('Na'), 'C', 'l', 80_000)).toBe(0x4d);
  });

  it('costs 200,000 iterations by default', async () => {
    const salt = new Uint8Array(16).map((_, i) => i * 7);
    expect(PIN_FINGERPRINT_ITERATIONS).toBe(200_000);
    expect(await pinFingerprint('4321', salt, TERMINAL, ANA.id)).toBe(
      await pinFingerprint('4321', salt, TERMINAL, ANA.id, 200_000),
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
    const other = await pinFingerprint('1234', salt, TERMINAL, ANA.id);
    expect(await pinMatchesPrint('1234', print, TERMINAL)).toBe(other === print.fp);
  });

  it('does not carry over to another terminal or person', async () => {
    const salt = new Uint8Array(16).fill(3);
    const prints = await Promise.all(
      ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((terminal) =>
        pinFingerprint('4321', salt, terminal, ANA.id, 1),
      ),
    );
    expect(new Set(prints).size).toBeGreaterThan(1);
  });

  it('narrows a 4-digit PIN to about 10,000 / 256 candidates', async () => {
    // One iteration here: the bit count, not the cost, is what this measures.
    const salt = new Uint8Array(16).fill(9);
    const target = await pinFingerprint('0000', salt, TERMINAL, ANA.id, 1);
    let candidates = 0;
    for (let pin = 0; pin < 10_000; pin++) {
      if ((await pinFingerprint(String(pin).padStart(4, '0'), salt, TERMINAL, ANA.id, 1)) === target)
        candidates++;
    }
    expect(candidates).toBeGreaterThan(10);
    expect(candidates).toBeLessThan(80);
    // Ten thousand digests: about a second alone, several on a machine busy with other suites. The
    // limit only keeps a hung test from waiting forever; it measures no speed.
  }, 30_000);
});
