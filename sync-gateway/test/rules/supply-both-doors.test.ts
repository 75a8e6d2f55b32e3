import { afterEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulidx';
import { TODAY, type Doc } from '../replication/helpers.ts';
import {
  AT,
  bothDoors,
  editOnDevice,
  idOf,
  type RuleCase,
  type Verdict,
  type World,
} from '../support/both-doors.ts';

/**
 * The supply rules give the same verdict and Spanish reason at `/api` and at `/db` (a device
 * replicating the same document), for the bad input: a delivery line in an incompatible
 * unit, a negative quantity or cost, a count for an inactive ingredient, an invoice for an unknown
 * supplier, a malformed NIF; and a stock edit, which only counts may make. A refused delivery
 * leaves nothing behind: it is stored whole or not at all. (The document over 10 MB or not a PDF
 * or image is the API's alone, `/db` takes no attachments: routes/supply.test.ts.)
 */

const stamp = (userId: string) => ({ createdAt: AT, updatedAt: AT, updatedBy: userId });

const SUPPLIER_ID = 'S1';

function supplier(overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `supplier:${SUPPLIER_ID}`,
    type: 'supplier',
    ...stamp('gerente'),
    name: 'Arroces del Delta',
    isActive: true,
    ...overrides,
  };
}

function ingredient(id: string, overrides: Partial<Doc> = {}): Doc {
  return {
    _id: `ingredient:${id}`,
    type: 'ingredient',
    ...stamp('gerente'),
    name: 'Arroz bomba',
    unit: 'kg',
    currentStock: '5.000',
    minStock: '1.000',
    costPerUnit: '3.00',
    isActive: true,
    ...overrides,
  };
}

const stocked = () => [supplier(), ingredient('RICE'), ingredient('MILK', { name: 'Leche', unit: 'l' })];

interface LineBody {
  ingredientId: string;
  quantity: string;
  unit: string;
  unitCost: string;
}

/** Both doors' delivery of `lines` from the supplier. */
function deliver(lines: LineBody[]): Pick<RuleCase, 'api' | 'device' | 'settled'> {
  return {
    api: () => ({ method: 'POST', path: '/api/deliveries', body: { supplierId: SUPPLIER_ID, lines } }),
    device: async (w) => {
      await w.device.local.put({
        _id: `delivery:${ulid()}`,
        type: 'delivery',
        ...stamp(w.user.id),
        supplierId: SUPPLIER_ID,
        businessDate: TODAY,
        receivedBy: w.user.id,
        lines: lines.map((line) => ({ id: ulid(), ...line })),
      });
    },
    // Whole or nothing: a refused delivery leaves no document at all.
    settled: async (w: World, _given: Doc[], verdict: Verdict) => {
      const { rows } = await w.db.allDocs({ startkey: 'delivery:', endkey: 'delivery:\uffff' });
      expect(rows.length).toBe(verdict.ok ? 1 : 0);
    },
  };
}

const rice = (overrides: Partial<LineBody> = {}): LineBody => ({
  ingredientId: 'RICE',
  quantity: '10.000',
  unit: 'kg',
  unitCost: '3.40',
  ...overrides,
});

function count(ingredientId: string): Pick<RuleCase, 'api' | 'device'> {
  return {
    api: () => ({
      method: 'POST',
      path: '/api/stock-counts',
      body: { lines: [{ ingredientId, counted: '4.000', reason: 'waste' }] },
    }),
    device: async (w) => {
      await w.device.local.put({
        _id: `stock_count:${ulid()}`,
        type: 'stock_count',
        ...stamp(w.user.id),
        businessDate: TODAY,
        countedBy: w.user.id,
        lines: [{ ingredientId, expected: '5.000', counted: '4.000', reason: 'waste', unitCost: '3.00' }],
      });
    },
  };
}

function invoice(supplierId: string): Pick<RuleCase, 'api' | 'device' | 'db'> {
  const body = { invoiceNumber: 'F-2026-118', supplierId, amount: '284.50', date: TODAY };
  return {
    db: 'office',
    api: () => ({ method: 'POST', path: '/api/invoices', body }),
    device: async (w) => {
      await w.device.local.put({
        _id: `invoice:${ulid()}`,
        type: 'invoice',
        ...stamp(w.user.id),
        ...body,
        status: 'pending',
      });
    },
  };
}

function newSupplier(taxId: string): Pick<RuleCase, 'api' | 'device' | 'db'> {
  const body = { name: 'Lácteos Norte', taxId, isActive: true };
  return {
    db: 'office',
    api: () => ({ method: 'POST', path: '/api/suppliers', body }),
    device: async (w) => {
      await w.device.local.put({ _id: `supplier:${ulid()}`, type: 'supplier', ...stamp(w.user.id), ...body });
    },
  };
}

const CASES: RuleCase[] = [
  {
    name: 'a manager receives 10 kg of rice at 3,40 €/kg (accepted at both doors)',
    refused: false,
    role: 'manager',
    given: stocked,
    ...deliver([rice(), rice({ quantity: '500', unit: 'g', unitCost: '0.01' })]),
  },
  {
    name: 'a delivery with a line in an incompatible unit',
    refused: true,
    reason: /^No se puede convertir l a kg/,
    role: 'manager',
    given: stocked,
    ...deliver([rice(), rice({ unit: 'l' })]),
  },
  {
    name: 'a delivery with a negative quantity',
    refused: true,
    reason: /^lines\.1\.quantity: La cantidad recibida debe ser mayor que 0$/,
    role: 'manager',
    given: stocked,
    ...deliver([rice(), rice({ quantity: '-2.000' })]),
  },
  {
    name: 'a delivery with a negative cost',
    refused: true,
    reason: /^lines\.0\.unitCost: /,
    role: 'manager',
    given: stocked,
    ...deliver([rice({ unitCost: '-3.40' })]),
  },
  {
    name: 'a cook counts an active ingredient (accepted at both doors)',
    refused: false,
    role: 'cook',
    given: stocked,
    ...count('RICE'),
  },
  {
    name: 'a count of an inactive ingredient',
    refused: true,
    reason: /^No se puede contar un ingrediente inactivo/,
    role: 'cook',
    given: () => [ingredient('RICE', { isActive: false })],
    ...count('RICE'),
  },
  {
    name: 'an invoice of a known supplier (accepted at both doors)',
    refused: false,
    role: 'manager',
    given: () => [supplier()],
    ...invoice(SUPPLIER_ID),
  },
  {
    name: 'an invoice for an unknown supplier',
    refused: true,
    reason: /^El proveedor no existe$/,
    role: 'manager',
    given: () => [supplier()],
    ...invoice('NADIE'),
  },
  {
    name: 'a supplier with a valid CIF (accepted at both doors)',
    refused: false,
    role: 'manager',
    given: () => [],
    ...newSupplier('B12345674'),
  },
  {
    name: 'a supplier with a malformed NIF',
    refused: true,
    role: 'manager',
    given: () => [],
    ...newSupplier('12345678A'),
  },
  {
    name: 'a manager edits an ingredient’s stock by hand',
    refused: true,
    reason: /^El stock cambia con entradas, consumos y recuentos/,
    role: 'manager',
    given: () => [ingredient('RICE')],
    api: (_w, [rice]) => ({
      method: 'PUT',
      path: `/api/ingredients/${idOf(rice)}`,
      body: { name: 'Arroz bomba', unit: 'kg', currentStock: '9', minStock: '1', costPerUnit: '3.00' },
    }),
    device: async (w, [rice]) => {
      await editOnDevice(w, String(rice?._id), (doc) => ({
        ...doc,
        currentStock: '9.000',
        updatedBy: w.user.id,
      }));
    },
  },
];

describe('supply rules at both doors', () => {
  const doors = bothDoors();
  afterEach(async () => {
    await doors.cleanup();
  });

  it.each(CASES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    await doors.run(rule);
  });
});
