import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { KITCHEN_ACTIONS } from './rules/kitchen.ts';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  INGREDIENT_UNITS,
  INGREDIENT_UNIT_LABELS,
  KITCHEN_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  TABLE_STATUSES,
  TABLE_STATUS_LABELS,
  TABLE_STATUS_SHORT_LABELS,
} from './enums.ts';
import { canTransition } from './rules/order-status.ts';

describe('Spanish labels (spec §3, §4)', () => {
  it.each([
    [ORDER_STATUSES, ORDER_STATUS_LABELS, 'Borrador,Pendiente,En Preparación,Listo,Servido,Cancelado'],
    [TABLE_STATUSES, TABLE_STATUS_LABELS, 'Disponible,Ocupada,Cuenta pedida,Reservada,Limpieza'],
    [TABLE_STATUSES, TABLE_STATUS_SHORT_LABELS, 'Libre,Ocupada,Cuenta pedida,Reservada,Limpieza'],
    [
      PRODUCT_CATEGORIES,
      PRODUCT_CATEGORY_LABELS,
      'Entradas,Platos Principales,Postres,Bebidas,Vinos,Cocktails',
    ],
    [INGREDIENT_UNITS, INGREDIENT_UNIT_LABELS, 'Kilogramos,Gramos,Litros,Mililitros,Unidades,Paquetes'],
    [DIFFICULTIES, DIFFICULTY_LABELS, 'Fácil,Medio,Difícil,Experto'],
  ] as const)('%j → %s', (values, labels, expected) => {
    expect(values.map((v) => (labels as Record<string, string>)[v]).join(',')).toBe(expected);
  });

  it('kitchen queue labels and actions', () => {
    expect(KITCHEN_STATUS_LABELS).toEqual({ pending: 'Nuevo', preparing: 'Cocinando', ready: 'Listo' });
    for (const [from, action] of Object.entries(KITCHEN_ACTIONS)) {
      expect(canTransition(from as keyof typeof KITCHEN_ACTIONS, action.to)).toBe(true);
    }
  });
});

describe('business constants (spec §9)', () => {
  it.each([
    ['IVA_RATE', c.IVA_RATE, 10],
    ['MAX_UPLOAD_BYTES', c.MAX_UPLOAD_BYTES, 10_485_760],
    ['LOGIN_REDIRECT_DELAY_MS', c.LOGIN_REDIRECT_DELAY_MS, 500],
    ['TOAST_DURATION_MS', c.TOAST_DURATION_MS, 5000],
    ['DEFAULT_TABLE_CAPACITY', c.DEFAULT_TABLE_CAPACITY, 4],
    ['DEFAULT_PREPARATION_TIME', c.DEFAULT_PREPARATION_TIME, 15],
    ['DASHBOARD_ACTIVE_ORDERS_LIMIT', c.DASHBOARD_ACTIVE_ORDERS_LIMIT, 5],
    ['DASHBOARD_ALERTS_LIMIT', c.DASHBOARD_ALERTS_LIMIT, 5],
    ['RECIPE_DEFAULT_PREPARATION_TIME', c.RECIPE_DEFAULT_PREPARATION_TIME, 30],
    ['RECIPE_DEFAULT_SERVINGS', c.RECIPE_DEFAULT_SERVINGS, 4],
    ['BUSINESS_DAY_START_HOUR', c.BUSINESS_DAY_START_HOUR, 5],
  ])('%s = %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
