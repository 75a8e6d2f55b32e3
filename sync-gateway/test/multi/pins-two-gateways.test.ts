/**
 * A shared terminal behind two gateways on one store: wrong PINs typed through either count
 * together (the lockout records live in the store, not in a gateway), and a deactivation made
 * through one is refused by the other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  PIN_ACCOUNT_MAX_FAILURES,
  PIN_LOCKED_MESSAGE,
} from '@restaurantpro/schema';
import { replicationHarness, type User } from '../replication/helpers.ts';
import { call, deactivate, terminalWorld, type TerminalWorld } from '../terminals/helpers.ts';

const h = replicationHarness();
afterEach(() => h.cleanup());

describe('a terminal’s PINs on two gateways', () => {
  let w: TerminalWorld;
  let otherUrl: string;
  let ana: User;
  const unlockThroughOther = (user: User, pin: string) =>
    call(otherUrl, w.cookie, 'POST', '/api/terminal/unlock', { body: { userId: user.id, pin } });

  beforeEach(async () => {
    w = await terminalWorld(h);
    otherUrl = (await h.gateway(w.app.store)).url;
    ana = await w.staff('waiter', '2468', 'Ana');
  });

  it(`lock an account after ${PIN_ACCOUNT_MAX_FAILURES} wrong PINs typed through both, and keep it locked on either`, async () => {
    for (let i = 1; i < PIN_ACCOUNT_MAX_FAILURES; i++) {
      const res = i % 2 === 0 ? await w.unlock(ana, '1111') : await unlockThroughOther(ana, '1111');
      expect(res.status).toBe(401);
    }
    const last = await w.unlock(ana, '1111');
    expect(last).toMatchObject({ status: 429, body: { message: PIN_LOCKED_MESSAGE } });
    // The right PIN waits on the other gateway too.
    expect(await unlockThroughOther(ana, '2468')).toMatchObject({
      status: 429,
      body: { message: PIN_LOCKED_MESSAGE },
    });
  });

  it('refuse through one a PIN whose account was deactivated through the other', async () => {
    expect((await unlockThroughOther(ana, '2468')).status).toBe(200);
    await deactivate(w.app, ana.id);
    const res = await unlockThroughOther(ana, '2468');
    expect(res).toMatchObject({ status: 403, body: { message: ACCOUNT_DEACTIVATED_MESSAGE } });
  });
});
