import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helper.ts';
import { terminalIdleMs, useIdleLock } from './useIdleLock.ts';

afterEach(cleanup);

describe('terminalIdleMs', () => {
  it.each([
    [null, 120_000],
    [{}, 120_000],
    [{ terminalIdleMinutes: 5 }, 300_000],
  ])('%j → %i ms', (settings, ms) => {
    expect(terminalIdleMs(settings)).toBe(ms);
  });
});

describe('useIdleLock', () => {
  it('locks after the idle time with no input, and any touch or key counts as input', () => {
    const { clock, advance } = manualClock();
    let locks = 0;
    const { unmount } = renderHook(() => useIdleLock(120_000, () => locks++, clock));
    act(() => advance(100_000));
    fireEvent.pointerDown(window);
    act(() => advance(100_000));
    fireEvent.keyDown(document.body, { key: '4' });
    act(() => advance(119_999));
    expect(locks).toBe(0);
    act(() => advance(1));
    expect(locks).toBe(1);
    unmount();
  });

  it('stops counting once the terminal is locked (the hook unmounted)', () => {
    const { clock, advance, pending } = manualClock();
    let locks = 0;
    const { unmount } = renderHook(() => useIdleLock(60_000, () => locks++, clock));
    unmount();
    act(() => advance(600_000));
    expect(locks).toBe(0);
    expect(pending()).toBe(0);
  });
});
