import { describe, expect, it } from 'vitest';
import { bumpKeyAction } from './bump-keys.ts';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('bump bar keys', () => {
  it.each([
    ['1 selects the first ticket', '1', 4, 5, { kind: 'select', index: 0 }],
    ['3 selects the third', '3', 0, 5, { kind: 'select', index: 2 }],
    ['0 selects the tenth', '0', 0, 12, { kind: 'select', index: 9 }],
    ['a digit past the last ticket does nothing', '7', 0, 3, null],
    ['right moves on', 'ArrowRight', 1, 3, { kind: 'select', index: 2 }],
    ['right stops at the last', 'ArrowRight', 2, 3, { kind: 'select', index: 2 }],
    ['left moves back', 'ArrowLeft', 1, 3, { kind: 'select', index: 0 }],
    ['up stops at the first', 'ArrowUp', 0, 3, { kind: 'select', index: 0 }],
    ['Enter bumps', 'Enter', 0, 1, { kind: 'bump' }],
    ['Enter on an empty board does nothing', 'Enter', 0, 0, null],
    ['R recalls', 'R', 0, 0, { kind: 'recall' }],
    ['r recalls too', 'r', 0, 2, { kind: 'recall' }],
    ['other keys are not the board’s', 'x', 0, 2, null],
  ] as const)('%s', (_, k, selected, count, action) => {
    expect(bumpKeyAction(key(k), selected, count)).toEqual(action);
  });

  it('leaves the browser its shortcuts', () => {
    expect(bumpKeyAction(key('r', { ctrlKey: true }), 0, 2)).toBeNull();
    expect(bumpKeyAction(key('1', { metaKey: true }), 0, 2)).toBeNull();
  });
});
