import { describe, expect, it } from 'vitest';
import type { Ingredient } from './docs/catalogue.ts';
import { sampleIngredient, sampleInvoice, sampleProduct, sampleSupplier } from './docs/fixtures.ts';
import type { AnyDoc } from './docs/index.ts';
import type { Invoice, Supplier } from './docs/office.ts';
import type { Delivery, StockCount } from './docs/supply.ts';
import { checkWrite, type Actor, type WriteCheck, type WriteContext } from './permissions.ts';

const AT = '2026-11-23T10:00:00.000Z';
const cook: Actor = { id: 'u-cook', role: 'cook' };
const waiter: Actor = { id: 'u-waiter', role: 'waiter' };
const manager: Actor = { id: 'u-manager', role: 'manager' };
const by = <T extends AnyDoc>(doc: T, actor: Actor): T => ({ ...doc, updatedBy: actor.id });

const rice: Ingredient = { ...sampleIngredient, _id: 'ingredient:RICE', name: 'Arroz bomba', unit: 'kg' };
const oil: Ingredient = { ...sampleIngredient, _id: 'ingredient:OIL', name: 'Aceite', unit: 'l' };
const oldSaffron: Ingredient = {
  ...sampleIngredient,
  _id: 'ingredient:SAF',
  name: 'Azafrán',
  isActive: false,
};
const makro: Supplier = { ...sampleSupplier, _id: 'supplier:MAKRO' };
const closed: Supplier = { ...sampleSupplier, _id: 'supplier:OLD', name: 'Cerrado', isActive: false };
const invoice: Invoice = { ...sampleInvoice, _id: 'invoice:F1', supplierId: 'MAKRO' };
const otherInvoice: Invoice = { ...sampleInvoice, _id: 'invoice:F2', supplierId: 'OLD' };

const byId =
  <T extends { _id: string }>(docs: T[]) =>
  (id: string) =>
    docs.find((doc) => doc._id.endsWith(`:${id}`));

/** A gateway's context: the floor's and the office's documents, and the products ever sold. */
function context(extra: Partial<WriteContext> = {}): WriteContext {
  return {
    checks: [],
    orders: [],
    transfers: [],
    tables: [],
    spellsOf: () => undefined,
    productOf: () => undefined,
    verifyApproval: () => false,
    supplierOf: byId([makro, closed]),
    ingredientOf: byId([rice, oil, oldSaffron]),
    invoiceOf: byId([invoice, otherInvoice]),
    productSold: (id) => id === 'P1',
    ...extra,
  };
}

const delivery = (fields: Partial<Delivery> = {}): Delivery => ({
  _id: 'delivery:D1',
  type: 'delivery',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: manager.id,
  supplierId: 'MAKRO',
  businessDate: '2026-11-23',
  receivedBy: manager.id,
  lines: [{ id: 'L1', ingredientId: 'RICE', quantity: '10.000', unit: 'kg', unitCost: '3.40' }],
  ...fields,
});
const line = (fields: Partial<Delivery['lines'][number]>) => ({
  id: 'L1',
  ingredientId: 'RICE',
  quantity: '10.000',
  unit: 'kg' as const,
  unitCost: '3.40',
  ...fields,
});

const count = (fields: Partial<StockCount> = {}): StockCount => ({
  _id: 'stock_count:K1',
  type: 'stock_count',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: cook.id,
  businessDate: '2026-11-23',
  countedBy: cook.id,
  lines: [{ ingredientId: 'RICE', expected: '9.200', counted: '9.000', reason: 'waste', unitCost: '3.40' }],
  ...fields,
});

const ok: WriteCheck = { ok: true };
const refused = (reason: string): WriteCheck => ({ ok: false, reason });

describe('deliveries', () => {
  it.each<[string, Delivery, WriteCheck]>([
    ['10 kg of rice from Makro', delivery(), ok],
    ['grams into an ingredient kept in kg', delivery({ lines: [line({ unit: 'g', quantity: '500' })] }), ok],
    ['linked to its supplier’s invoice', delivery({ invoiceId: 'F1' }), ok],
    [
      'litres of rice',
      delivery({ lines: [line({ id: 'L1' }), line({ id: 'L2', unit: 'l' })] }),
      refused('No se puede convertir l a kg: usa una unidad de peso'),
    ],
    [
      'kilos of oil',
      delivery({ lines: [line({ ingredientId: 'OIL' })] }),
      refused('No se puede convertir kg a l: usa una unidad de volumen'),
    ],
    [
      'nothing received',
      delivery({ lines: [line({ quantity: '0.000' })] }),
      refused('La cantidad recibida debe ser mayor que 0'),
    ],
    [
      'two lines with one id',
      delivery({ lines: [line({}), line({ quantity: '1.000' })] }),
      refused('Cada línea de la entrada necesita su propio identificador'),
    ],
    ['an unknown supplier', delivery({ supplierId: 'NOPE' }), refused('El proveedor no existe')],
    ['an inactive supplier', delivery({ supplierId: 'OLD' }), refused('El proveedor está inactivo')],
    [
      'an unknown ingredient',
      delivery({ lines: [line({ ingredientId: 'NOPE' })] }),
      refused('El ingrediente no existe'),
    ],
    [
      'an inactive ingredient',
      delivery({ lines: [line({ ingredientId: 'SAF' })] }),
      refused('El ingrediente está inactivo: Azafrán'),
    ],
    ['an unknown invoice', delivery({ invoiceId: 'F9' }), refused('La factura no existe')],
    ['another supplier’s invoice', delivery({ invoiceId: 'F2' }), refused('La factura es de otro proveedor')],
    [
      'received in someone else’s name',
      delivery({ receivedBy: 'u-other' }),
      refused('La entrada debe quedar a nombre de quien la recibe'),
    ],
  ])('%s', (_case, doc, verdict) => {
    expect(checkWrite(manager, null, doc, context())).toEqual(verdict);
  });

  it('is the back office’s', () => {
    const doc = by(delivery({ receivedBy: cook.id }), cook);
    expect(checkWrite(cook, null, doc, context())).toMatchObject({ ok: false, byRole: true });
  });

  it('leaves what it cannot look up to the gateway', () => {
    // A device judging its own write: the shape rules only.
    expect(checkWrite(manager, null, delivery({ supplierId: 'NOPE' }))).toEqual(ok);
    expect(checkWrite(manager, null, delivery({ lines: [line({ quantity: '0' })] }))).toEqual(
      refused('La cantidad recibida debe ser mayor que 0'),
    );
    // Without its invoice lookup, only the invoice rule is skipped.
    const noInvoices = context({ invoiceOf: undefined });
    expect(checkWrite(manager, null, delivery({ invoiceId: 'F9' }), noInvoices)).toEqual(ok);
    expect(checkWrite(manager, null, delivery({ invoiceId: 'F9', supplierId: 'OLD' }), noInvoices)).toEqual(
      refused('El proveedor está inactivo'),
    );
  });

  it('is written once: a retry passes, an edit or a delete does not', () => {
    const stored = { ...delivery(), _rev: '1-a' };
    const final = refused(
      'Una entrada de mercancía no se puede modificar ni borrar: corrige el stock con un recuento',
    );
    expect(checkWrite(manager, stored, { ...delivery(), _rev: '1-a' }, context())).toEqual(ok);
    expect(
      checkWrite(manager, stored, { ...stored, lines: [line({ quantity: '12.000' })] }, context()),
    ).toEqual(final);
    expect(checkWrite(manager, stored, null, context())).toEqual(final);
  });
});

describe('stock counts', () => {
  it.each<[string, StockCount, WriteCheck]>([
    ['9 kg of rice counted, merma', count(), ok],
    [
      'an inactive ingredient',
      count({
        lines: [
          { ingredientId: 'SAF', expected: '0.100', counted: '0.000', reason: 'expired', unitCost: '1.20' },
        ],
      }),
      refused('No se puede contar un ingrediente inactivo: Azafrán'),
    ],
    [
      'an unknown ingredient',
      count({
        lines: [
          { ingredientId: 'NOPE', expected: '1.000', counted: '0.000', reason: 'waste', unitCost: '1.20' },
        ],
      }),
      refused('El ingrediente no existe'),
    ],
    [
      'rice counted twice',
      count({
        lines: [
          { ingredientId: 'RICE', expected: '9.200', counted: '9.000', reason: 'waste', unitCost: '3.40' },
          { ingredientId: 'RICE', expected: '9.200', counted: '8.000', reason: 'breakage', unitCost: '3.40' },
        ],
      }),
      refused('Cuenta cada ingrediente una sola vez: Arroz bomba'),
    ],
    [
      'counted in someone else’s name',
      count({ countedBy: 'u-other' }),
      refused('El recuento debe quedar a nombre de quien cuenta'),
    ],
  ])('%s', (_case, doc, verdict) => {
    expect(checkWrite(cook, null, doc, context())).toEqual(verdict);
  });

  it('is the kitchen’s and the back office’s, not the floor’s', () => {
    const doc = by(count({ countedBy: waiter.id }), waiter);
    expect(checkWrite(waiter, null, doc, context())).toMatchObject({ ok: false, byRole: true });
    expect(checkWrite(manager, null, by(count({ countedBy: manager.id }), manager), context())).toEqual(ok);
  });

  it('is written once', () => {
    const stored = { ...count(), _rev: '1-a' };
    const final = refused('Un recuento no se puede modificar ni borrar: haz un recuento nuevo');
    expect(checkWrite(cook, stored, { ...count(), _rev: '1-a' }, context())).toEqual(ok);
    expect(checkWrite(cook, stored, { ...stored, notes: 'otra vez' }, context())).toEqual(final);
    expect(checkWrite(cook, stored, null, context())).toEqual(final);
  });
});

describe('suppliers and invoices', () => {
  const supplier = (taxId?: string): Supplier =>
    by({ ...makro, ...(taxId === undefined ? {} : { taxId }) }, manager);
  it.each<[string, Supplier, WriteCheck]>([
    ['without a tax id', supplier(), ok],
    ['with a valid CIF', supplier('B12345674'), ok],
    ['with a valid NIF, spaced', supplier('12345678 z'), ok],
    [
      'with a mistyped NIF',
      supplier('12345678A'),
      refused('El NIF no es válido: revisa la letra o el dígito de control'),
    ],
    ['with no NIF at all', supplier('hola'), refused('El NIF no tiene un formato válido (DNI, NIE o CIF)')],
  ])('a supplier %s', (_case, doc, verdict) => {
    expect(checkWrite(manager, null, doc, context())).toEqual(verdict);
  });

  it('a supplier is the back office’s', () => {
    expect(checkWrite(cook, null, by(makro, cook), context())).toMatchObject({ ok: false, byRole: true });
  });

  const inv = (fields: Partial<Invoice> = {}): Invoice =>
    by({ ...invoice, _id: 'invoice:F3', ...fields }, manager);
  it.each<[string, Invoice | null, Invoice, WriteCheck]>([
    ['a new invoice from Makro', null, inv(), ok],
    ['a new invoice from nobody', null, inv({ supplierId: 'NOPE' }), refused('El proveedor no existe')],
    [
      'due before it was issued',
      null,
      inv({ date: '2026-11-20', dueDate: '2026-11-19' }),
      refused('La fecha de vencimiento no puede ser anterior a la de la factura'),
    ],
    [
      'marked paid after its supplier was deleted',
      inv({ supplierId: 'GONE' }),
      inv({ supplierId: 'GONE', status: 'paid' }),
      ok,
    ],
    ['moved to an unknown supplier', inv(), inv({ supplierId: 'NOPE' }), refused('El proveedor no existe')],
  ])('%s', (_case, prev, next, verdict) => {
    expect(checkWrite(manager, prev, next, context())).toEqual(verdict);
  });
});

describe('ingredient stock', () => {
  const stored = { ...rice, _rev: '3-a' };
  it.each<[string, Actor, Ingredient | null, Ingredient | null, WriteCheck]>([
    ['created with its opening stock', manager, null, by(rice, manager), ok],
    ['renamed, stock as it was', manager, stored, by({ ...stored, name: 'Arroz' }, manager), ok],
    ['its cost corrected by hand', manager, stored, by({ ...stored, costPerUnit: '3.10' }, manager), ok],
    [
      'the same stock written another way',
      manager,
      stored,
      by({ ...stored, currentStock: '3.5' }, manager),
      ok,
    ],
    [
      'a new stock typed in',
      manager,
      stored,
      by({ ...stored, currentStock: '9.000' }, manager),
      refused('El stock cambia con entradas, consumos y recuentos: registra un recuento'),
    ],
    [
      'moved by the gateway',
      { id: 'system', role: 'system' },
      stored,
      { ...stored, currentStock: '9.000', updatedBy: 'system' },
      ok,
    ],
    ['deleted', manager, stored, null, ok],
  ])('%s', (_case, actor, prev, next, verdict) => {
    expect(checkWrite(actor, prev, next, context())).toEqual(verdict);
  });
});

describe('product deletion', () => {
  const unsold = { ...sampleProduct, _id: 'product:P2', _rev: '1-a' };
  it.each<[string, typeof sampleProduct, WriteContext | undefined, WriteCheck]>([
    ['a product never sold', unsold, context(), ok],
    [
      'a product already sold',
      { ...sampleProduct, _rev: '1-a' },
      context(),
      refused('No se puede eliminar un producto que ya se ha vendido: desactívalo'),
    ],
    ['without the sales lookup (a device)', { ...sampleProduct, _rev: '1-a' }, undefined, ok],
  ])('%s', (_case, prev, ctx, verdict) => {
    expect(checkWrite(manager, prev, null, ctx)).toEqual(verdict);
  });

  it('a sold product may still be retired', () => {
    const stored = { ...sampleProduct, _rev: '1-a' };
    expect(checkWrite(manager, stored, by({ ...stored, isActive: false }, manager), context())).toEqual(ok);
  });
});
