import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ListStates } from '../../components/ListStates.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDeleteConfirmation } from '../../components/useDeleteConfirmation.ts';
import { deleteArea, type StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { AreaDialog } from './AreaDialog.tsx';
import { AreaTable } from './AreaTable.tsx';

/** Areas (/areas): the rooms and zones tables belong to; managers create, edit and delete them. */
export default function AreasScreen() {
  useDocumentTitle('Gestión de Áreas');
  const writer = useBackOfficeWriter('area');
  const areas = useLiveDocs('area');
  // null: closed; { area: null }: new; otherwise the area being edited.
  const [dialog, setDialog] = useState<{ area: StoredArea | null } | null>(null);
  const deletion = useDeleteConfirmation((area: StoredArea) =>
    writer.run(deleteArea, refOf(area), TOASTS.areaDeleted, TOASTS.areaDeleteFailed),
  );
  const rows = useMemo(
    () => [...(areas.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'es')),
    [areas.data],
  );

  return (
    <Page>
      <PageHeader
        title="Gestión de Áreas"
        subtitle="Zonas del restaurante a las que pertenecen las mesas"
        actions={
          writer.canEdit && (
            <Button colorPalette="brand" minH="11" onClick={() => setDialog({ area: null })}>
              <Plus /> Nueva Área
            </Button>
          )
        }
      />
      <ListStates
        replicas={['floor']}
        load={areas}
        skeleton={<SkeletonList rows={4} />}
        errorTitle="Error al cargar las áreas"
        isEmpty={rows.length === 0}
        emptyTitle="No hay áreas configuradas aún"
        emptyDescription={writer.canEdit ? 'Crea la primera con «Nueva Área».' : undefined}
      >
        <AreaTable
          areas={rows}
          onEdit={writer.canEdit ? (area) => setDialog({ area }) : undefined}
          onDelete={writer.canEdit ? deletion.ask : undefined}
        />
      </ListStates>
      {dialog && <AreaDialog area={dialog.area} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deletion.target !== null}
        title="¿Eliminar área?"
        description={
          <Stack gap="2">
            <Text>
              Esta acción no se puede deshacer. El área «{deletion.target?.name}» se eliminará
              permanentemente.
            </Text>
            {deletion.target?.isActive && (
              <Text color="fg.warning" fontWeight="medium">
                Atención: esta área está activa y puede tener mesas asignadas.
              </Text>
            )}
          </Stack>
        }
        pending={deletion.pending}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Page>
  );
}
