import { BarChart3 } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

export default function ReportsScreen() {
  useDocumentTitle('Reportes');
  return (
    <Page>
      <PageHeader title="Reportes" subtitle="Reportes y análisis" />
      <ComingSoon
        icon={<BarChart3 size={48} aria-hidden />}
        description="Los reportes y el análisis de ventas estarán disponibles próximamente."
      />
    </Page>
  );
}
