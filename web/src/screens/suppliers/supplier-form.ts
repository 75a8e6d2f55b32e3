import type { supplierInputSchema } from '@restaurantpro/schema';
import type { z } from 'zod';
import { valuesOrDefaults } from '../../components/form-values.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';

export type SupplierFormValues = z.input<typeof supplierInputSchema>;

/** What the dialog starts with: the supplier being edited, or an empty active one. */
export function initialValues(supplier: StoredSupplier | null): SupplierFormValues {
  return valuesOrDefaults(supplier, {
    name: '',
    contactPerson: '',
    email: '',
    phone: '',
    address: '',
    taxId: '',
    isActive: true,
  });
}

/** Lower case without accents, so 'distribucion' finds 'Distribución'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether the search box's text matches a supplier: every word typed appears in its name, contact
 * person, e-mail, phone or NIF/CIF (case and accents ignored; a tax id also without its dashes).
 */
export function matchesSearch(supplier: StoredSupplier, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    [
      supplier.name,
      supplier.contactPerson,
      supplier.email,
      supplier.phone,
      supplier.taxId,
      supplier.taxId?.replace(/[\s.-]/g, ''),
    ]
      .filter(Boolean)
      .join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The list: active suppliers first, then by name (Spanish collation). */
export function bySupplierOrder(a: StoredSupplier, b: StoredSupplier): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  return a.name.localeCompare(b.name, 'es');
}
