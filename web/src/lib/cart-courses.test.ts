import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCart, isCourseHeld, type Cart, type CartAction, type CartLine } from './cart.ts';

const croquetas = { id: 'croquetas', name: 'Croquetas', price: '9.50', course: 'entrantes' as const };
const paella = { id: 'paella', name: 'Paella', price: '16.50', course: 'principales' as const };
const solomillo = { id: 'solomillo', name: 'Solomillo', price: '26.00', course: 'principales' as const };
const cana = { id: 'cana', name: 'Caña', price: '2.80', course: 'bebidas' as const };

function run(actions: CartAction[], start: Cart = emptyCart('draft-1')): Cart {
  return actions.reduce(cartReducer, start);
}

/** Each line as `product course held`, the way the tests compare them. */
function shown(lines: readonly CartLine[]): string[] {
  return lines.map(
    (line) => `${line.productId} ${line.course ?? '-'} ${line.held === true ? 'held' : 'now'}`,
  );
}

const round = run([
  { type: 'add', product: cana, lineId: 'l1' },
  { type: 'add', product: croquetas, lineId: 'l2' },
  { type: 'add', product: paella, lineId: 'l3' },
]);

describe('courses of the order being built', () => {
  it("'Dejar en espera' holds every line of the course, and taking it off releases them", () => {
    const held = run([{ type: 'holdCourse', course: 'principales', held: true }], round);
    expect(shown(held.lines)).toEqual([
      'cana bebidas now',
      'croquetas entrantes now',
      'paella principales held',
    ]);
    expect(isCourseHeld(held.lines, 'principales')).toBe(true);
    expect(isCourseHeld(held.lines, 'entrantes')).toBe(false);
    const released = run([{ type: 'holdCourse', course: 'principales', held: false }], held);
    expect(shown(released.lines)).toEqual(shown(round.lines));
    expect(released.lines[2]).not.toHaveProperty('held');
  });

  it('drinks go out at once: holding them changes nothing', () => {
    expect(run([{ type: 'holdCourse', course: 'bebidas', held: true }], round)).toBe(round);
  });

  it('a dish added to a held course is held with it', () => {
    const cart = run(
      [
        { type: 'holdCourse', course: 'principales', held: true },
        { type: 'add', product: solomillo, lineId: 'l4' },
        { type: 'add', product: croquetas, lineId: 'l5' },
      ],
      round,
    );
    expect(shown(cart.lines)).toEqual([
      'cana bebidas now',
      'croquetas entrantes now',
      'paella principales held',
      'solomillo principales held',
    ]);
  });

  it.each<[string, CartAction[], string[]]>([
    [
      'a starter moved to the held mains is held',
      [
        { type: 'holdCourse', course: 'principales', held: true },
        { type: 'setCourse', lineId: 'l2', course: 'principales' },
      ],
      ['cana bebidas now', 'croquetas principales held', 'paella principales held'],
    ],
    [
      'a held main moved to the starters goes out with them',
      [
        { type: 'holdCourse', course: 'principales', held: true },
        { type: 'setCourse', lineId: 'l3', course: 'entrantes' },
      ],
      ['cana bebidas now', 'croquetas entrantes now', 'paella entrantes now'],
    ],
    [
      'a held main moved to the drinks goes out at once',
      [
        { type: 'holdCourse', course: 'principales', held: true },
        { type: 'setCourse', lineId: 'l3', course: 'bebidas' },
      ],
      ['cana bebidas now', 'croquetas entrantes now', 'paella bebidas now'],
    ],
    [
      'the only line of a held course keeps its hold when its course is chosen again',
      [
        { type: 'holdCourse', course: 'principales', held: true },
        { type: 'setCourse', lineId: 'l3', course: 'principales' },
      ],
      ['cana bebidas now', 'croquetas entrantes now', 'paella principales held'],
    ],
  ])('%s', (_case, actions, lines) => {
    expect(shown(run(actions, round).lines)).toEqual(lines);
  });

  it('a dish whose line was moved to another course gets a line of its own', () => {
    const cart = run(
      [
        { type: 'setCourse', lineId: 'l2', course: 'principales' },
        { type: 'add', product: croquetas, lineId: 'l4' },
        { type: 'add', product: croquetas, lineId: 'l5' },
      ],
      round,
    );
    expect(cart.lines.map((line) => [line.id, line.course, line.quantity])).toEqual([
      ['l1', 'bebidas', 1],
      ['l2', 'principales', 1],
      ['l3', 'principales', 1],
      ['l4', 'entrantes', 2],
    ]);
  });
});
