import { ulid } from 'ulidx';

/**
 * The history's dice: a small seeded generator (mulberry32), so the same day always gets the same
 * tables, dishes and payments, and tests can compute the figures they expect.
 */
export class Dice {
  private state: number;

  constructor(seed: string) {
    // FNV-1a of the seed text: days with nearby dates still start far apart.
    let hash = 0x811c9dc5;
    for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    this.state = hash;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('demo history: nothing to pick from');
    return item;
  }

  /** A ULID of the moment `at`, its random part from these dice: sortable by time, the same every load. */
  id(at: Date): string {
    return ulid(at.getTime(), () => this.next());
  }
}
