import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushReceipts } from './push-receipts.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('PushReceipts', () => {
  it('resolves every wait for a document once it is delivered, and only those', async () => {
    const receipts = new PushReceipts();
    const first = receipts.whenDelivered('order:1', 60_000);
    const second = receipts.whenDelivered('order:1', 60_000);
    let otherDone = false;
    void receipts.whenDelivered('order:2', 60_000).then(() => (otherDone = true));
    receipts.delivered(['order:1', 'order:3']);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    await Promise.resolve();
    expect(otherDone).toBe(false);
  });

  it('gives up after the timeout, and a later delivery finds nobody waiting', async () => {
    vi.useFakeTimers();
    const receipts = new PushReceipts();
    const wait = receipts.whenDelivered('order:1', 300);
    vi.advanceTimersByTime(300);
    await expect(wait).resolves.toBe(false);
    expect(() => receipts.delivered(['order:1'])).not.toThrow();
  });
});
