import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { CachedSigner } from './cached-signer.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('cached cookie signer', () => {
  it('signs and verifies exactly as the plain signer, remembered or not', () => {
    const plain = new Signer(SECRET);
    const cached = new CachedSigner(SECRET);
    const cookie = cached.sign('session-id-1');
    expect(cookie).toBe(plain.sign('session-id-1'));
    expect(cached.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-id-1' });
    // Remembered now: the same answers a second time.
    expect(cached.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-id-1' });
    expect(cached.sign('session-id-1')).toBe(cookie);
  });

  it('refuses a tampered or foreign cookie every time', () => {
    const cached = new CachedSigner(SECRET);
    const cookie = cached.sign('session-id-2');
    expect(cached.unsign(cookie).valid).toBe(true);
    const tampered = `session-id-3${cookie.slice('session-id-2'.length)}`;
    expect(cached.unsign(tampered)).toEqual({ valid: false, renew: false, value: null });
    expect(cached.unsign(tampered).valid).toBe(false);
    const foreign = new Signer('another-secret-of-at-least-32-characters').sign('session-id-2');
    expect(cached.unsign(foreign).valid).toBe(false);
  });

  it('forgets the longest remembered cookie beyond its bound, and still verifies it afresh', () => {
    const cached = new CachedSigner(SECRET, 2);
    const cookies = ['a', 'b', 'c'].map((id) => cached.sign(id));
    for (const cookie of cookies) expect(cached.unsign(cookie).valid).toBe(true);
    const plain = new Signer(SECRET);
    expect(cached.sign('a')).toBe(plain.sign('a'));
    expect(cached.unsign(cookies[0] ?? '')).toEqual({ valid: true, renew: false, value: 'a' });
  });
});
