import { describe, expect, it } from 'vitest';
import { supplierInputSchema } from '@restaurantpro/schema';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { bySupplierOrder, initialValues, matchesSearch } from './supplier-form.ts';

const AT = '2026-11-01T09:00:00.000Z';
const supplier = (name: string, fields: Partial<StoredSupplier> = {}): StoredSupplier => ({
  _id: `supplier:${name.replace(/\W/g, '')}`,
  _rev: '1-a',
  type: 'supplier',
  createdAt: AT,
  updatedAt: AT,
  updatedBy: 'manager-1',
  name,
  isActive: true,
  ...fields,
});

/** The message the form shows under a field, from the shared schema (what zodResolver maps). */
function fieldError(values: Record<string, unknown>, field: string): string | undefined {
  const result = supplierInputSchema.safeParse({ ...initialValues(null), ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('supplier form', () => {
  it('starts empty and active; the schema takes it with a name, the empty fields left out', () => {
    const parsed = supplierInputSchema.parse({ ...initialValues(null), name: 'Arroces del Delta' });
    expect(parsed).toEqual({ name: 'Arroces del Delta', isActive: true });
  });

  it('edits a supplier with its values, and a valid CIF is stored normalised', () => {
    const values = initialValues(
      supplier('Lácteos Norte', { taxId: 'B12345674', phone: '600 000 000', isActive: false }),
    );
    expect(values).toMatchObject({
      name: 'Lácteos Norte',
      taxId: 'B12345674',
      phone: '600 000 000',
      isActive: false,
    });
    expect(supplierInputSchema.parse({ ...values, taxId: 'b-1234567-4' }).taxId).toBe('B12345674');
  });

  it.each([
    ['taxId', { taxId: 'B12345670' }, 'El NIF no es válido: revisa la letra o el dígito de control'],
    ['taxId', { taxId: '1234' }, 'El NIF no tiene un formato válido (DNI, NIE o CIF)'],
    ['email', { email: 'pedidos@' }, 'Correo electrónico no válido'],
    ['name', { name: '' }, 'El nombre es requerido'],
  ])('shows the schema message under %s for %j', (field, values, message) => {
    expect(fieldError({ name: 'Arroces', ...values }, field)).toBe(message);
  });

  it.each([
    ['', true],
    ['arroces', true],
    ['ARROCES delta', true],
    ['distribucion', true],
    ['Ana', true],
    ['b12345674', true],
    ['B-12345674', false],
    ['lacteos', false],
  ])('search %j finds «Arroces del Delta» (%s)', (query, found) => {
    const arroces = supplier('Arroces del Delta', {
      contactPerson: 'Ana Puig',
      address: 'Distribución, Amposta',
      email: 'distribución@arroces.test',
      taxId: 'B-1234567-4',
    });
    expect(matchesSearch(arroces, query)).toBe(found);
  });

  it('lists active suppliers first, then by name', () => {
    const list = [
      supplier('Zumos'),
      supplier('Aceites', { isActive: false }),
      supplier('Ñoras'),
      supplier('Bodega'),
    ];
    expect(list.sort(bySupplierOrder).map((s) => s.name)).toEqual(['Bodega', 'Ñoras', 'Zumos', 'Aceites']);
  });
});
