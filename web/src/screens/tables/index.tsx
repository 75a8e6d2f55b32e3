import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import type { StoredArea } from '../../data/repositories/areas.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { deleteTable, type StoredTable } from '../../data/repositories/tables.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { useCaughtUp } from '../../sync/useCaughtUp.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { useFloorChecks } from '../../data/useFloorChecks.ts';
import { useCheckActions } from '../../data/writes/useCheckActions.ts';
import { FloorEditor } from './FloorEditor.tsx';
import { TableDialog } from './TableDialog.tsx';
import { TableList } from './TableList.tsx';

const byName = (a: StoredArea, b: StoredArea) => a.name.localeCompare(b.name, 'es');
/** Table numbers are text ('2', '10', 'B1'): compare them as people read them. */
const byNumber = (a: StoredTable, b: StoredTable) =>
  a.number.localeCompare(b.number, 'es', { numeric: true });

/** Tables (/tables): the list with its counts and, below it, the floor editor that places them. */
export default function TablesScreen() {
  useDocumentTitle('Gestión de Mesas');
  const writer = useBackOfficeWriter('table');
  const tables = useLiveDocs('table');
  const areas = useLiveDocs('area');
  // null: closed; { table: null }: new; otherwise the table being edited.
  const [dialog, setDialog] = useState<{ table: StoredTable | null } | null>(null);

  // The state the floor sees (a live check, Limpieza after it closed), with 'Mesa lista' for any role.
  const floor = useFloorChecks();
  const checkActions = useCheckActions();
  const states = useMemo(
    () => new Map((floor.data?.tables ?? []).map((entry) => [entry.table._id, entry.state])),
    [floor.data],
  );
  const rows = useMemo(() => [...(tables.data ?? [])].sort(byNumber), [tables.data]);
  const allAreas = useMemo(() => [...(areas.data ?? [])].sort(byName), [areas.data]);
  const areaNames = useMemo(() => new Map(allAreas.map((area) => [refOf(area), area.name])), [allAreas]);
  // Inactive areas are not shown in the system (spec § Areas): the plan offers the active ones.
  const activeAreas = useMemo(() => allAreas.filter((area) => area.isActive), [allAreas]);

  async function remove(table: StoredTable) {
    // The spec asks with the browser's own confirmation here.
    if (!window.confirm('¿Está seguro de que desea eliminar esta mesa?')) return;
    await writer.run(
      deleteTable,
      refOf(table),
      TOASTS.tableDeleted,
      TOASTS.tableDeleteFailed,
    );
  }

  // Until the replica has caught up once, 'no tables' would be a guess: the count waits too.
  const caughtUp = useCaughtUp(['floor']);
  const loading = !caughtUp || tables.status === 'loading' || areas.status === 'loading';
  const failed = tables.status === 'error' ? tables.error : areas.status === 'error' ? areas.error : null;
  return (
    <Page>
      <PageHeader
        title="Gestión de Mesas"
        subtitle={loading || failed ? undefined : `${rows.length} mesa(s) registrada(s)`}
        actions={
          writer.canEdit && (
            <Button colorPalette="brand" minH="11" onClick={() => setDialog({ table: null })}>
              <Plus /> Nueva Mesa
            </Button>
          )
        }
      />
      {loading ? (
        <FirstSyncGate replicas={['floor']} skeleton={<SkeletonList rows={6} />}>
          <SkeletonList rows={6} />
        </FirstSyncGate>
      ) : failed ? (
        <ErrorState title="Error al cargar las mesas" description={describeError(failed)} />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No hay mesas registradas aún."
          description={writer.canEdit ? 'Crea la primera con «Nueva Mesa».' : undefined}
        />
      ) : (
        <TableList
          tables={rows}
          areaNames={areaNames}
          onEdit={writer.canEdit ? (table) => setDialog({ table }) : undefined}
          onDelete={writer.canEdit ? (table) => void remove(table) : undefined}
          states={states}
          onReady={(table) => void checkActions.tableReady(refOf(table))}
        />
      )}
      {!loading && !failed && <FloorEditor areas={activeAreas} tables={rows} />}
      {dialog && <TableDialog table={dialog.table} areas={allAreas} onClose={() => setDialog(null)} />}
    </Page>
  );
}
