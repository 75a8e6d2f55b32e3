import { Truck } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function SuppliersScreen() {
  useDocumentTitle('Proveedores');
  return (
    <Page>
      <PageHeader title="Proveedores" subtitle="Gestión de proveedores y facturas" />
      <ComingSoon
        icon={<Truck size={48} aria-hidden />}
        description="La gestión de proveedores y facturas estará disponible próximamente."
      />
    </Page>
  );
}
