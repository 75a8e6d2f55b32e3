import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  areaInputSchema,
  dailyStockUpdateSchema,
  ingredientInputSchema,
  loginInputSchema,
  modifierGroupInputSchema,
  orderStatusInputSchema,
  posOrderInputSchema,
  productInputSchema,
  recipeFormSchema,
  recipeInputSchema,
  staffOrderInputSchema,
  supplierInputSchema,
  tableInputSchema,
  userInputSchema,
} from './inputs.ts';

/** The first issue message of a failed parse. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('input defaults (spec §5)', () => {
  it('product', () => {
    expect(productInputSchema.parse({ name: 'Paella' })).toEqual({
      name: 'Paella',
      category: 'entradas',
      price: '0.00',
      cost: '0.00',
      isAvailable: true,
      preparationTime: 15,
      isActive: true,
    });
    expect(productInputSchema.parse({ name: 'Paella', price: 12.5, preparationTime: 'abc' })).toMatchObject({
      price: '12.50',
      preparationTime: 0,
    });
  });

  it('area', () => {
    expect(areaInputSchema.parse({ name: ' Terraza ', description: '' })).toEqual({
      name: 'Terraza',
      isActive: true,
    });
  });

  it('table', () => {
    expect(tableInputSchema.parse({ number: 5, areaId: 'A1', positionX: '', positionY: '3' })).toEqual({
      number: '5',
      capacity: 4,
      areaId: 'A1',
      status: 'available',
      positionX: null,
      positionY: 3,
      isActive: true,
    });
    expect(tableInputSchema.parse({ number: 'B1', capacity: '6', areaId: 'A1' }).capacity).toBe(6);
  });

  it('ingredient', () => {
    expect(
      ingredientInputSchema.parse({ name: 'Sal', supplierId: 'none', expiryDate: '2026-12-01' }),
    ).toEqual({
      name: 'Sal',
      unit: 'kg',
      currentStock: '0.000',
      minStock: '0.000',
      costPerUnit: '0.00',
      expiryDate: '2026-12-01',
      isActive: true,
    });
    expect(
      ingredientInputSchema.parse({ name: 'Sal', currentStock: 1.23456, costPerUnit: '3' }),
    ).toMatchObject({
      currentStock: '1.235',
      costPerUnit: '3.00',
    });
  });

  it('recipe', () => {
    expect(recipeInputSchema.parse({ productId: 'P1' })).toEqual({
      productId: 'P1',
      instructions: '',
      preparationTime: 30,
      servings: 4,
      difficulty: 'medium',
      ingredients: [],
    });
    expect(recipeInputSchema.parse({ productId: 'P1', servings: 'x', preparationTime: '' })).toMatchObject({
      servings: 0,
      preparationTime: 0,
    });
    expect(
      recipeInputSchema.parse({ productId: 'P1', ingredients: [{ ingredientId: 'I1', quantity: 'abc' }] })
        .ingredients,
    ).toEqual([{ ingredientId: 'I1', quantity: '0.000' }]);
  });

  it('orders', () => {
    expect(
      posOrderInputSchema.parse({
        tableId: 'T1',
        subtotal: '10.00',
        tax: '1.00',
        total: '11.00',
        items: [{ productId: 'P1', quantity: 1, unitPrice: '10.00' }],
      }),
    ).toEqual({
      tableId: 'T1',
      status: 'pending',
      subtotal: '10.00',
      tax: '1.00',
      total: '11.00',
      notes: '',
      items: [{ productId: 'P1', quantity: 1, unitPrice: '10.00', notes: '' }],
    });
    expect(
      staffOrderInputSchema.parse({
        tableId: 'T1',
        items: [{ productId: 'P1', quantity: 2, unitPrice: 3 }],
        total: 6,
      }),
    ).toEqual({
      tableId: 'T1',
      status: 'pending',
      total: '6.00',
      notes: '',
      items: [{ productId: 'P1', quantity: 2, unitPrice: '3.00', notes: '' }],
    });
  });

  it('daily stock treats non-numeric as 0', () => {
    expect(dailyStockUpdateSchema.parse({ currentStock: 'abc' })).toEqual({ currentStock: 0 });
    expect(dailyStockUpdateSchema.parse({ currentStock: '12' })).toEqual({ currentStock: 12 });
  });

  it('user and login lowercase the email', () => {
    expect(userInputSchema.parse({ email: ' Ana@Example.COM ', password: 'secreto123' })).toEqual({
      email: 'ana@example.com',
      password: 'secreto123',
      firstName: '',
      lastName: '',
      role: 'waiter',
      isActive: true,
    });
    expect(loginInputSchema.parse({ email: 'ANA@example.com', password: 'x' }).email).toBe('ana@example.com');
  });
});

describe('input messages (spec §5)', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['area name', areaInputSchema, { name: 'A' }, 'El nombre debe tener al menos 2 caracteres'],
    ['table number', tableInputSchema, { number: '', areaId: 'A1' }, 'El número de mesa es requerido'],
    [
      'table capacity',
      tableInputSchema,
      { number: '1', capacity: 0, areaId: 'A1' },
      'La capacidad debe ser mayor a 0',
    ],
    ['table area', tableInputSchema, { number: '1', areaId: '' }, 'El área es requerida'],
    ['table area missing', tableInputSchema, { number: '1' }, 'El área es requerida'],
    [
      'ingredient cost',
      ingredientInputSchema,
      { name: 'Sal', costPerUnit: '1.234' },
      'Must be a valid currency amount',
    ],
    [
      'ingredient stock',
      ingredientInputSchema,
      { name: 'Sal', minStock: '1.2345' },
      'Must be a valid quantity',
    ],
    ['ingredient name', ingredientInputSchema, { name: '' }, 'El nombre es requerido'],
    ['product price', productInputSchema, { name: 'X', price: '-1' }, 'Must be a valid currency amount'],
    ['recipe product', recipeInputSchema, {}, 'Selecciona un producto para la receta'],
    ['recipe rows', recipeFormSchema, { productId: 'P1' }, 'Añade al menos un ingrediente a la receta'],
    [
      'pos table',
      posOrderInputSchema,
      { subtotal: 1, tax: 0, total: 1 },
      'Debe seleccionar una mesa antes de enviar el pedido',
    ],
    [
      'staff lines',
      staffOrderInputSchema,
      { tableId: 'T1', items: [], total: 0 },
      'Añada productos al pedido antes de enviarlo',
    ],
    [
      'pos lines',
      posOrderInputSchema,
      { tableId: 'T1', subtotal: 1, tax: 0, total: 1 },
      'Añada productos al pedido antes de enviarlo',
    ],
    ['stock negative', dailyStockUpdateSchema, { currentStock: -1 }, 'El stock no puede ser negativo'],
    ['supplier email', supplierInputSchema, { name: 'S', email: 'nope' }, 'Correo electrónico no válido'],
    [
      'user password',
      userInputSchema,
      { email: 'a@b.es', password: 'corta' },
      'La contraseña debe tener al menos 10 caracteres',
    ],
    ['login email', loginInputSchema, { email: 'x', password: 'y' }, 'Correo electrónico no válido'],
    [
      'modifier group name',
      modifierGroupInputSchema,
      { id: 'G1', name: ' ', options: [{ id: 'O1', name: 'Poco' }] },
      'El nombre del grupo es requerido',
    ],
    [
      'modifier group options',
      modifierGroupInputSchema,
      { id: 'G1', name: 'Punto', options: [] },
      'Cada grupo necesita al menos una opción',
    ],
    [
      'modifier option name',
      modifierGroupInputSchema,
      { id: 'G1', name: 'Punto', options: [{ id: 'O1', name: '' }] },
      'El nombre de la opción es requerido',
    ],
    [
      'modifier option price',
      modifierGroupInputSchema,
      { id: 'G1', name: 'Extras', options: [{ id: 'O1', name: 'Huevo', priceDelta: '-1' }] },
      'Must be a valid currency amount',
    ],
  ])('%s', (_label, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('a modifier group from the product dialog becomes a stored group (comma decimals, defaults)', () => {
    const extras = {
      id: 'G2',
      name: ' Extras ',
      kind: 'multiple',
      options: [
        { id: 'O1', name: 'Huevo', priceDelta: '1,5' },
        { id: 'O2', name: 'Pan' },
      ],
    };
    expect(productInputSchema.parse({ name: 'Entrecot', modifierGroups: [extras] }).modifierGroups).toEqual([
      {
        id: 'G2',
        name: 'Extras',
        kind: 'multiple',
        required: false,
        options: [
          { id: 'O1', name: 'Huevo', priceDelta: '1.50' },
          { id: 'O2', name: 'Pan', priceDelta: '0.00' },
        ],
      },
    ]);
    expect(productInputSchema.parse({ name: 'Entrecot' })).not.toHaveProperty('modifierGroups');
  });

  it('order status must be a known status', () => {
    expect(orderStatusInputSchema.safeParse({ status: 'eaten' }).success).toBe(false);
    expect(orderStatusInputSchema.parse({ status: 'ready' })).toEqual({ status: 'ready' });
  });

  it('new orders cannot start served', () => {
    expect(
      posOrderInputSchema.safeParse({ tableId: 'T1', status: 'served', subtotal: 0, tax: 0, total: 0 })
        .success,
    ).toBe(false);
  });
});
