/** What a key of a bump bar does on a station's board, given how many tickets it shows. */
export type BumpKeyAction = { kind: 'select'; index: number } | { kind: 'bump' } | { kind: 'recall' } | null;

/**
 * The bump bar's keys: a digit selects that ticket (1 is the first; 0 the tenth), the arrows move
 * between tickets, Enter bumps the selected one, R recalls the last bumped. Keys typed into a field,
 * or with a modifier (the browser's own shortcuts), are not the board's.
 */
export function bumpKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  selected: number,
  count: number,
): BumpKeyAction {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const { key } = event;
  if (/^[0-9]$/.test(key)) {
    const index = key === '0' ? 9 : Number(key) - 1;
    return index < count ? { kind: 'select', index } : null;
  }
  if (key === 'ArrowRight' || key === 'ArrowDown')
    return count === 0 ? null : { kind: 'select', index: Math.min(count - 1, selected + 1) };
  if (key === 'ArrowLeft' || key === 'ArrowUp')
    return count === 0 ? null : { kind: 'select', index: Math.max(0, selected - 1) };
  if (key === 'Enter') return count === 0 ? null : { kind: 'bump' };
  if (key === 'r' || key === 'R') return { kind: 'recall' };
  return null;
}

/** True when the key went to something that types (a field, a select), not to the board. */
export function typedIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
