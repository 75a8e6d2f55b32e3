import { Button, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  canWriteType,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  productCategorySchema,
  type ProductCategory,
} from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ListStates } from '../../components/ListStates.tsx';
import { useSession } from '../../data/session.ts';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonGrid } from '../../components/SkeletonGrid.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeleteConfirmation } from '../../components/useDeleteConfirmation.ts';
import { deleteProduct, type StoredProduct } from '../../data/repositories/products.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import { byMenuOrder } from '../../lib/menu-order.ts';

const ALL = 'all';

/** Products (/products): the catalogue as cards, filtered by category; managers create and edit. */
export default function ProductsScreen() {
  useDocumentTitle('Productos');
  const user = useSession((state) => state.user);
  const canEdit = user !== null && canWriteType(user.role, 'product');
  const products = useLiveDocs('product');
  const [category, setCategory] = useState<ProductCategory | typeof ALL>(ALL);
  // null: closed; { product: null }: new product; otherwise the product being edited.
  const [dialog, setDialog] = useState<{ product: StoredProduct | null } | null>(null);
  const writer = useBackOfficeWriter('product');
  // A sold product is refused with the schema's reason ('desactívalo'), shown in the failure toast.
  const deletion = useDeleteConfirmation((product: StoredProduct) =>
    writer.run(deleteProduct, product._id, TOASTS.productDeleted, TOASTS.productDeleteFailed),
  );

  const shown = useMemo(
    () =>
      (products.data ?? [])
        // Those who may edit the catalogue see retired products too, to bring them back.
        .filter(
          (product) => (product.isActive || canEdit) && (category === ALL || product.category === category),
        )
        .sort(byMenuOrder),
    [products.data, category, canEdit],
  );

  return (
    <Page>
      <PageHeader
        title="Productos"
        subtitle="Gestión del catálogo de productos"
        actions={
          <>
            <NativeSelect.Root width={{ base: 'full', sm: '64' }} size="lg">
              <NativeSelect.Field
                aria-label="Filtrar por categoría"
                value={category}
                onChange={(event) => {
                  const parsed = productCategorySchema.safeParse(event.target.value);
                  setCategory(parsed.success ? parsed.data : ALL);
                }}
              >
                <option value={ALL}>Todas las categorías</option>
                {PRODUCT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {PRODUCT_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {canEdit && (
              <Button colorPalette="brand" size="lg" onClick={() => setDialog({ product: null })}>
                <Plus /> Nuevo Producto
              </Button>
            )}
          </>
        }
      />
      <ListStates
        replicas={['floor']}
        load={products}
        skeleton={<SkeletonGrid count={8} height="80" />}
        errorTitle="Error al cargar los productos"
        isEmpty={shown.length === 0}
        emptyTitle="No hay productos"
        emptyDescription={
          category === ALL ? 'Aún no se han creado productos' : 'No hay productos en esta categoría'
        }
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {shown.map((product) => (
            <ProductCard
              key={product._id}
              product={product}
              onEdit={canEdit ? () => setDialog({ product }) : undefined}
              onDelete={canEdit ? () => deletion.ask(product) : undefined}
            />
          ))}
        </SimpleGrid>
      </ListStates>
      {dialog && <ProductDialog product={dialog.product} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deletion.target !== null}
        title="¿Eliminar producto?"
        description={
          <Text>
            Solo se puede eliminar un producto que nunca se ha vendido. El producto «{deletion.target?.name}»
            se eliminará permanentemente.
          </Text>
        }
        pending={deletion.pending}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Page>
  );
}
