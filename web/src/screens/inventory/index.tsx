import { Button, Text } from '@chakra-ui/react';
import { ClipboardList, PackagePlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isLowStock } from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ListStates } from '../../components/ListStates.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDeleteConfirmation } from '../../components/useDeleteConfirmation.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import { deleteIngredient, type StoredIngredient } from '../../data/repositories/ingredients.ts';
import { refOf } from '../../data/repositories/orders.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { CountDialog } from './CountDialog.tsx';
import { DeliveryDialog } from './DeliveryDialog.tsx';
import { IngredientDialog } from './IngredientDialog.tsx';
import { IngredientTable } from './IngredientTable.tsx';
import { LowStockCard } from './LowStockCard.tsx';
import { recentVariances } from './variance.ts';
import { VarianceView } from './VarianceView.tsx';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** Inventory (/inventory): ingredients with their stock status; managers create, edit and delete them. */
export default function InventoryScreen() {
  useDocumentTitle('Inventario');
  const writer = useBackOfficeWriter('ingredient');
  const receiver = useBackOfficeWriter('delivery');
  const counter = useBackOfficeWriter('stock_count');
  const ingredients = useLiveDocs('ingredient');
  // Suppliers live in the office replica, which only managers' and admins' devices keep.
  const hasOffice = useReplica('office') !== null;
  const suppliers = useLiveDocs('supplier');
  const invoices = useLiveDocs('invoice');
  const counts = useLiveDocs('stock_count');
  // null: closed; { ingredient: null }: new; otherwise the ingredient being edited.
  const [dialog, setDialog] = useState<{ ingredient: StoredIngredient | null } | null>(null);
  const [supplyDialog, setSupplyDialog] = useState<'delivery' | 'count' | null>(null);
  const deletion = useDeleteConfirmation((ingredient: StoredIngredient) =>
    writer.run(deleteIngredient, refOf(ingredient), TOASTS.ingredientDeleted, TOASTS.ingredientDeleteFailed),
  );

  const rows = useMemo(() => [...(ingredients.data ?? [])].sort(byName), [ingredients.data]);
  const low = rows.filter(isLowStock);
  const supplierOptions = useMemo(
    () => (hasOffice ? [...(suppliers.data ?? [])].filter((supplier) => supplier.isActive).sort(byName) : []),
    [hasOffice, suppliers.data],
  );
  const activeRows = useMemo(() => rows.filter((ingredient) => ingredient.isActive), [rows]);
  const variances = useMemo(() => recentVariances(counts.data ?? [], rows), [counts.data, rows]);

  return (
    <Page>
      <PageHeader
        title="Inventario"
        subtitle="Gestión de Inventario - Control de ingredientes y stock"
        actions={
          <>
            {/* Receiving goods needs the suppliers, which only the office replica holds. */}
            {receiver.canEdit && hasOffice && (
              <Button variant="outline" minH="11" onClick={() => setSupplyDialog('delivery')}>
                <PackagePlus /> Entrada de mercancía
              </Button>
            )}
            {counter.canEdit && (
              <Button variant="outline" minH="11" onClick={() => setSupplyDialog('count')}>
                <ClipboardList /> Recuento
              </Button>
            )}
            {writer.canEdit && (
              <Button colorPalette="brand" minH="11" onClick={() => setDialog({ ingredient: null })}>
                <Plus /> Nuevo Ingrediente
              </Button>
            )}
          </>
        }
      />
      <ListStates
        replicas={['floor', 'office']}
        load={ingredients}
        skeleton={<SkeletonList rows={6} />}
        errorTitle="Error al cargar los ingredientes"
        isEmpty={rows.length === 0}
        emptyTitle="No hay ingredientes registrados"
        emptyDescription={writer.canEdit ? 'Pulsa «Nuevo Ingrediente» para añadir el primero.' : undefined}
      >
        {low.length > 0 && <LowStockCard ingredients={low} />}
        <IngredientTable
          ingredients={rows}
          onEdit={writer.canEdit ? (ingredient) => setDialog({ ingredient }) : undefined}
          onDelete={writer.canEdit ? deletion.ask : undefined}
        />
        <VarianceView counts={variances} />
      </ListStates>
      {dialog && (
        <IngredientDialog
          ingredient={dialog.ingredient}
          suppliers={supplierOptions}
          onClose={() => setDialog(null)}
        />
      )}
      {supplyDialog === 'delivery' && (
        <DeliveryDialog
          ingredients={activeRows}
          suppliers={supplierOptions}
          invoices={invoices.data ?? []}
          onClose={() => setSupplyDialog(null)}
        />
      )}
      {supplyDialog === 'count' && (
        <CountDialog ingredients={activeRows} onClose={() => setSupplyDialog(null)} />
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
