import { Button, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListStates } from '../../components/ListStates.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDeleteConfirmation } from '../../components/useDeleteConfirmation.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { deleteStation, type StoredStation } from '../../data/repositories/stations.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { StationDialog } from './StationDialog.tsx';
import { StationTable } from './StationTable.tsx';

/**
 * Stations (/stations): the kitchen's stations and what each prepares, when its tickets turn amber
 * and red, and whether it prints chits; managers create, edit and delete them. Listed in creation
 * order, the order routing takes them in when two claim the same dish.
 */
export default function StationsScreen() {
  useDocumentTitle('Estaciones de Cocina');
  const writer = useBackOfficeWriter('station');
  const stations = useLiveDocs('station');
  const products = useLiveDocs('product');
  // null: closed; { station: null }: new; otherwise the station being edited.
  const [dialog, setDialog] = useState<{ station: StoredStation | null } | null>(null);
  const deletion = useDeleteConfirmation((station: StoredStation) =>
    writer.run(deleteStation, refOf(station), TOASTS.stationDeleted, TOASTS.stationDeleteFailed),
  );
  const productNames = useMemo(
    () => new Map((products.data ?? []).map((product) => [refOf(product), product.name])),
    [products.data],
  );
  const rows = stations.data ?? [];

  return (
    <Page>
      <PageHeader
        title="Estaciones de Cocina"
        subtitle="Qué prepara cada estación y cuándo avisa de un ticket con retraso"
        actions={
          writer.canEdit && (
            <Button colorPalette="brand" minH="11" onClick={() => setDialog({ station: null })}>
              <Plus /> Nueva Estación
            </Button>
          )
        }
      />
      <ListStates
        replicas={['floor']}
        load={stations}
        skeleton={<SkeletonList rows={4} />}
        errorTitle="Error al cargar las estaciones"
        isEmpty={rows.length === 0}
        emptyTitle="No hay estaciones configuradas aún"
        emptyDescription={
          writer.canEdit
            ? 'Crea la primera con «Nueva Estación». Sin estaciones, cada pedido sale en toda la cocina.'
            : undefined
        }
      >
        <StationTable
          stations={rows}
          productNames={productNames}
          onEdit={writer.canEdit ? (station) => setDialog({ station }) : undefined}
          onDelete={writer.canEdit ? deletion.ask : undefined}
        />
      </ListStates>
      {dialog && (
        <StationDialog
          station={dialog.station}
          products={products.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="¿Eliminar estación?"
        description={
          <Text>
            Esta acción no se puede deshacer. La estación «{deletion.target?.name}» se eliminará
            permanentemente y sus productos pasarán a otra estación o a toda la cocina.
          </Text>
        }
        pending={deletion.pending}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Page>
  );
}
