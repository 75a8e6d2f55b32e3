import { Flex, NativeSelect } from '@chakra-ui/react';
import { INVOICE_STATUS_LABELS, invoiceStatusSchema } from '@restaurantpro/schema';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { ALL, FILTER_STATUSES, monthLabel, type InvoiceFilter } from './invoice-list.ts';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root width={{ base: 'full', sm: '56' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The invoice list's filters: supplier, status (as of today) and the month of the invoice's date. */
export function InvoiceFilters({
  filter,
  suppliers,
  months,
  onChange,
}: {
  filter: InvoiceFilter;
  suppliers: readonly StoredSupplier[];
  /** 'YYYY-MM', newest first. */
  months: readonly string[];
  onChange: (filter: InvoiceFilter) => void;
}) {
  return (
    <Flex gap="2" wrap="wrap" mb="4">
      <FilterSelect
        label="Filtrar por proveedor"
        value={filter.supplierId}
        options={[
          { value: ALL, label: 'Todos los proveedores' },
          ...[...suppliers]
            .sort((a, b) => a.name.localeCompare(b.name, 'es'))
            .map((supplier) => ({ value: refOf(supplier), label: supplier.name })),
        ]}
        onChange={(supplierId) => onChange({ ...filter, supplierId })}
      />
      <FilterSelect
        label="Filtrar por estado"
        value={filter.status}
        options={[
          { value: ALL, label: 'Todos los estados' },
          ...FILTER_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
        ]}
        onChange={(value) => {
          const parsed = invoiceStatusSchema.safeParse(value);
          onChange({ ...filter, status: parsed.success ? parsed.data : ALL });
        }}
      />
      <FilterSelect
        label="Filtrar por mes"
        value={filter.month}
        options={[
          { value: ALL, label: 'Todos los meses' },
          ...months.map((month) => ({ value: month, label: monthLabel(month) })),
        ]}
        onChange={(month) => onChange({ ...filter, month })}
      />
    </Flex>
  );
}
