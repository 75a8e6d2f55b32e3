import { Button, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isLowStock, type Supplier } from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDeleteConfirmation } from '../../components/useDeleteConfirmation.ts';
import type { StoredDoc } from '../../data/queries.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import { deleteIngredient, type StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { describeError, TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { IngredientDialog } from './IngredientDialog.tsx';
import { IngredientTable } from './IngredientTable.tsx';
import { LowStockCard } from './LowStockCard.tsx';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** Inventory (/inventory): ingredients with their stock status; managers create, edit and delete them. */
export default function InventoryScreen() {
  useDocumentTitle('Inventario');
  const writer = useBackOfficeWriter('ingredient');
  const ingredients = useLiveDocs<StoredIngredient>('floor', 'ingredient');
  // Suppliers live in the office replica, which only managers' and admins' devices keep.
  const hasOffice = useReplica('office') !== null;
  const suppliers = useLiveDocs<Supplier & StoredDoc>('office', 'supplier');
  // null: closed; { ingredient: null }: new; otherwise the ingredient being edited.
  const [dialog, setDialog] = useState<{ ingredient: StoredIngredient | null } | null>(null);
  const deletion = useDeleteConfirmation((ingredient: StoredIngredient) =>
    writer.run(
      deleteIngredient,
      refOf(ingredient),
      TOASTS.ingredientDeleted,
      TOASTS.ingredientDeleteFailed,
    ),
  );

  const rows = useMemo(() => [...(ingredients.data ?? [])].sort(byName), [ingredients.data]);
  const low = rows.filter(isLowStock);
  const supplierOptions = useMemo(
    () => (hasOffice ? [...(suppliers.data ?? [])].filter((supplier) => supplier.isActive).sort(byName) : []),
    [hasOffice, suppliers.data],
  );

  return (
    <Page>
      <PageHeader
        title="Inventario"
        subtitle="Gestión de Inventario - Control de ingredientes y stock"
        actions={
          writer.canEdit && (
            <Button colorPalette="brand" minH="11" onClick={() => setDialog({ ingredient: null })}>
              <Plus /> Nuevo Ingrediente
            </Button>
          )
        }
      />
      <FirstSyncGate replicas={['floor', 'office']} skeleton={<SkeletonList rows={6} />}>
        {ingredients.status === 'loading' ? (
          <SkeletonList rows={6} />
        ) : ingredients.status === 'error' ? (
          <ErrorState title="Error al cargar los ingredientes" description={describeError(ingredients.error)} />
        ) : rows.length === 0 ? (
          <EmptyState
            title="No hay ingredientes registrados"
            description={writer.canEdit ? 'Pulsa «Nuevo Ingrediente» para añadir el primero.' : undefined}
          />
        ) : (
          <>
            {low.length > 0 && <LowStockCard ingredients={low} />}
            <IngredientTable
              ingredients={rows}
              onEdit={writer.canEdit ? (ingredient) => setDialog({ ingredient }) : undefined}
              onDelete={writer.canEdit ? deletion.ask : undefined}
            />
          </>
        )}
      </FirstSyncGate>
      {dialog && (
        <IngredientDialog
          ingredient={dialog.ingredient}
          suppliers={supplierOptions}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="¿Eliminar ingrediente?"
        description={
          <Text>
            Esta acción no se puede deshacer. El ingrediente «{deletion.target?.name}» se eliminará
            permanentemente.
          </Text>
        }
        pending={deletion.pending}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Page>
  );
}
