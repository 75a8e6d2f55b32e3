import { Input, InputGroup, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import type { LiveResult } from '../../data/useLiveQuery.ts';
import { describeError } from '../../lib/toasts.ts';
import { bySupplierOrder, matchesSearch } from './supplier-form.ts';
import { SupplierTable } from './SupplierTable.tsx';

/** 'Proveedores': the search box and the suppliers it finds (active first, by name). */
export function SuppliersTab({
  suppliers,
  onOpen,
  onEdit,
}: {
  suppliers: LiveResult<StoredSupplier[]>;
  onOpen: (supplier: StoredSupplier) => void;
  onEdit: (supplier: StoredSupplier) => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(
    () => (suppliers.data ?? []).filter((supplier) => matchesSearch(supplier, query)).sort(bySupplierOrder),
    [suppliers.data, query],
  );

  if (suppliers.status === 'loading') return <SkeletonList rows={5} />;
  if (suppliers.status === 'error')
    return (
      <ErrorState title="Error al cargar los proveedores" description={describeError(suppliers.error)} />
    );
  if ((suppliers.data ?? []).length === 0)
    return (
      <EmptyState
        title="No hay proveedores registrados"
        description="Pulsa «Nuevo proveedor» para añadir el primero."
      />
    );
  return (
    <Stack gap="4">
      <InputGroup startElement={<Search size={16} />} maxW={{ base: 'full', md: 'md' }}>
        <Input
          type="search"
          aria-label="Buscar proveedor"
          placeholder="Buscar por nombre, contacto, teléfono o NIF/CIF"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </InputGroup>
      {found.length === 0 ? (
        <EmptyState title="Ningún proveedor coincide con la búsqueda" />
      ) : (
        <SupplierTable suppliers={found} onOpen={onOpen} onEdit={onEdit} />
      )}
    </Stack>
  );
}
