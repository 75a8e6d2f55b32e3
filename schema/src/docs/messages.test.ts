import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  deliveryLineSchema,
  fieldIssues,
  moneySchema,
  schemaProblem,
  tableInputSchema,
  validationReason,
} from '../index.ts';

describe('validation messages', () => {
  it('speaks Spanish for zod’s own messages', () => {
    const parsed = z.object({ capacity: z.int() }).safeParse({ capacity: 'cuatro' });
    expect(parsed.error?.issues[0]?.message).toBe('Entrada inválida: se esperaba número, recibido texto');
  });

  it('names a missing field in plain words, and the spec’s own words win where it has them', () => {
    const line = z.object({ note: z.coerce.string() });
    expect(schemaProblem(line, {})).toBe('note: Falta este campo, que es obligatorio');
    expect(schemaProblem(z.object({ name: z.string() }), {})).toBe(
      'name: Falta este campo, que es obligatorio',
    );
    expect(schemaProblem(z.object({ name: z.string() }), { name: 3 })).toBe(
      'name: Entrada inválida: se esperaba texto, recibido número',
    );
    expect(schemaProblem(tableInputSchema, { capacity: 4, areaId: 'A1' })).toBe(
      'number: El número de mesa es requerido',
    );
  });

  it('tells a delivery line that its quantity must be above zero, not only that it is wrong', () => {
    const line = { id: 'L1', ingredientId: 'I1', unit: 'kg', unitCost: '2.00' };
    expect(schemaProblem(deliveryLineSchema, { ...line, quantity: '-2' })).toBe(
      'quantity: La cantidad recibida debe ser mayor que 0',
    );
    expect(schemaProblem(deliveryLineSchema, { ...line, quantity: '2.5' })).toBeNull();
    expect(schemaProblem(deliveryLineSchema, { ...line, quantity: 'dos' })).toBe(
      'quantity: Cantidad no válida',
    );
  });

  it('keeps the messages a schema sets', () => {
    expect(schemaProblem(z.object({ price: moneySchema }), { price: '1.5' })).toBe(
      'price: Importe no válido',
    );
  });

  it('says which types a union of plain types takes', () => {
    const amount = z.union([z.string(), z.number()]);
    expect(schemaProblem(z.object({ price: amount }), { price: true })).toBe(
      'price: Entrada inválida: se esperaba texto o número, recibido booleano',
    );
  });

  it('answers a union of shapes with the fields of the closest one', () => {
    const body = z.union([
      z.object({ kind: z.literal('a'), items: z.array(z.string()).min(1, 'Añada productos') }),
      z.object({ kind: z.literal('b'), subtotal: z.string(), tax: z.string(), total: z.string() }),
    ]);
    const parsed = body.safeParse({ kind: 'a', items: [] });
    expect(fieldIssues(parsed.error?.issues ?? [])).toEqual([{ path: '/items', message: 'Añada productos' }]);
  });

  it.each<[string, Array<{ path: string; message: string }>, string]>([
    [
      'names the first failing field',
      [{ path: '/items/0/quantity', message: 'Cantidad no válida' }],
      'items.0.quantity: Cantidad no válida',
    ],
    [
      'a whole-value problem alone',
      [{ path: '/', message: 'Entrada inválida: se esperaba objeto, recibido nulo' }],
      'Entrada inválida: se esperaba objeto, recibido nulo',
    ],
    ['nothing to say', [], 'Datos no válidos'],
  ])('reason: %s', (_label, issues, reason) => {
    expect(validationReason(issues)).toBe(reason);
  });
});
