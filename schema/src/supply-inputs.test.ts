import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { supplierInputSchema } from './inputs.ts';
import {
  deliveryInputSchema,
  invoiceInputSchema,
  quantityInputSchema,
  signedQuantityInputSchema,
  stockCountInputSchema,
} from './supply-inputs.ts';

/** The first issue message of a failed parse. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('quantities as typed or sent', () => {
  it.each<[string | number, string]>([
    ['10', '10.000'],
    ['0,8', '0.800'],
    ['0.25', '0.250'],
    [9.2, '9.200'],
    [' 3,125 ', '3.125'],
  ])('%j → %s', (input, quantity) => {
    expect(quantityInputSchema.parse(input)).toBe(quantity);
  });

  it.each<[unknown, string]>([
    ['-1', 'La cantidad no puede ser negativa'],
    [-0.5, 'La cantidad no puede ser negativa'],
    ['1,2345', 'Cantidad no válida: usa como máximo tres decimales'],
    [0.1 + 0.2, 'Cantidad no válida: usa como máximo tres decimales'],
    ['10 kg', 'Cantidad no válida: usa como máximo tres decimales'],
    [null, 'Cantidad no válida: usa como máximo tres decimales'],
  ])('%j is refused', (input, message) => {
    expect(messageOf(quantityInputSchema, input)).toBe(message);
  });

  it.each<[string | number, string]>([
    ['-0,8', '-0.800'],
    [-0.8, '-0.800'],
    ['-0', '0.000'],
    ['2,5', '2.500'],
  ])('signed %j → %s', (input, quantity) => {
    expect(signedQuantityInputSchema.parse(input)).toBe(quantity);
  });
});

describe('a delivery as sent', () => {
  const input = {
    supplierId: 'MAKRO',
    reference: '',
    lines: [{ ingredientId: 'RICE', quantity: '10', unit: 'kg', unitCost: '3,40' }],
  };

  it('takes commas and leaves empty fields out', () => {
    expect(deliveryInputSchema.parse(input)).toEqual({
      supplierId: 'MAKRO',
      lines: [{ ingredientId: 'RICE', quantity: '10.000', unit: 'kg', unitCost: '3.40' }],
    });
  });

  it.each<[string, unknown, string]>([
    ['a negative quantity', { quantity: '-2' }, 'La cantidad no puede ser negativa'],
    ['a zero quantity', { quantity: '0,000' }, 'La cantidad recibida debe ser mayor que 0'],
    ['a negative cost', { unitCost: '-3,40' }, 'El coste no puede ser negativo'],
    ['a sub-cent cost', { unitCost: '3,405' }, 'Importe no válido: usa euros con dos decimales como máximo'],
    ['no ingredient', { ingredientId: '' }, 'Elige un ingrediente'],
  ])('refuses %s', (_case, change, message) => {
    const [line] = input.lines;
    expect(messageOf(deliveryInputSchema, { ...input, lines: [{ ...line, ...(change as object) }] })).toBe(
      message,
    );
  });

  it('refuses a delivery with no lines', () => {
    expect(messageOf(deliveryInputSchema, { ...input, lines: [] })).toBe('Añade al menos una línea');
  });
});

describe('a stock count as sent', () => {
  it('takes what was seen and counted', () => {
    const parsed = stockCountInputSchema.parse({
      lines: [{ ingredientId: 'RICE', expected: '-0,8', counted: '9', reason: 'waste' }],
    });
    expect(parsed.lines).toEqual([
      { ingredientId: 'RICE', expected: '-0.800', counted: '9.000', reason: 'waste' },
    ]);
  });

  it.each<[string, unknown, string]>([
    ['a negative count', { counted: '-1' }, 'La cantidad no puede ser negativa'],
  ])('refuses %s', (_case, change, message) => {
    const line = { ingredientId: 'RICE', counted: '9', reason: 'waste', ...(change as object) };
    expect(messageOf(stockCountInputSchema, { lines: [line] })).toBe(message);
  });

  it('refuses a reason off the list', () => {
    const line = { ingredientId: 'RICE', counted: '9', reason: 'theft' };
    expect(stockCountInputSchema.safeParse({ lines: [line] }).error?.issues[0]?.path).toEqual([
      'lines',
      0,
      'reason',
    ]);
  });
});

describe('an invoice as sent', () => {
  const input = {
    invoiceNumber: ' F-2026-001 ',
    supplierId: 'MAKRO',
    amount: '284,50',
    date: '2026-11-20',
    dueDate: '',
  };

  it('is pending unless said otherwise', () => {
    expect(invoiceInputSchema.parse(input)).toEqual({
      invoiceNumber: 'F-2026-001',
      supplierId: 'MAKRO',
      amount: '284.50',
      date: '2026-11-20',
      status: 'pending',
    });
  });

  it.each<[string, object, string]>([
    [
      'due before it was issued',
      { dueDate: '2026-11-19' },
      'La fecha de vencimiento no puede ser anterior a la de la factura',
    ],
    ['without a supplier', { supplierId: '' }, 'Elige un proveedor'],
    ['of nothing', { amount: '0' }, 'El importe debe ser mayor que 0'],
    ['without a number', { invoiceNumber: '  ' }, 'El número de factura es requerido'],
    ['a 30 February', { date: '2026-02-30' }, 'Fecha no válida'],
  ])('refuses one %s', (_case, change, message) => {
    expect(messageOf(invoiceInputSchema, { ...input, ...change })).toBe(message);
  });

  it('never takes the derived overdue status', () => {
    expect(invoiceInputSchema.safeParse({ ...input, status: 'overdue' }).success).toBe(false);
  });
});

describe('a supplier as typed', () => {
  it.each<[string, string | undefined]>([
    ['b-1234567.4', 'B12345674'],
    ['', undefined],
  ])('tax id %j is kept as %j', (taxId, kept) => {
    expect(supplierInputSchema.parse({ name: 'Makro', taxId }).taxId).toBe(kept);
  });

  it.each([
    ['12345678A', 'El NIF no es válido: revisa la letra o el dígito de control'],
    ['ABC', 'El NIF no tiene un formato válido (DNI, NIE o CIF)'],
  ])('refuses tax id %j', (taxId, message) => {
    expect(messageOf(supplierInputSchema, { name: 'Makro', taxId })).toBe(message);
  });
});
