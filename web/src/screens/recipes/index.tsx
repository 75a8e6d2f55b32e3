import { Button, Grid } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { canWriteType } from '@restaurantpro/schema';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useSession } from '../../data/session.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredRecipe } from '../../data/repositories/recipes.ts';
import { describeError } from '../../lib/toasts.ts';
import { ProductList } from './ProductList.tsx';
import { RecipeDetail } from './RecipeDetail.tsx';
import { RecipeDialog } from './RecipeDialog.tsx';
import { useRecipesData } from './useRecipesData.ts';

/** null: closed; otherwise the recipe to edit (null: a new one) and the product chosen beforehand. */
type DialogState = { recipe: StoredRecipe | null; productId: string | null } | null;

/** Recipes (/recipes): products on the left, the selected one's recipe with cost and margin on the right. */
export default function RecipesScreen() {
  useDocumentTitle('Recetas');
  const user = useSession((state) => state.user);
  const canEdit = user !== null && canWriteType(user.role, 'recipe');
  const data = useRecipesData();
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const product = data.products.find((doc) => refOf(doc) === selected) ?? null;
  const recipe = selected ? (data.recipeByProduct.get(selected) ?? null) : null;
  const hasRecipe = (ref: string) => data.recipeByProduct.has(ref);

  return (
    <Page>
      <PageHeader
        title="Gestión de Recetas"
        subtitle="Recetas - Crear recetas y calcular costes"
        actions={
          canEdit && (
            <Button
              colorPalette="brand"
              size="lg"
              onClick={() => setDialog({ recipe: null, productId: null })}
            >
              <Plus /> Nueva Receta
            </Button>
          )
        }
      />
      <FirstSyncGate replicas={['floor']} skeleton={<SkeletonList rows={6} />}>
        {data.status === 'error' ? (
          <ErrorState title="Error al cargar las recetas" description={describeError(data.error)} />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 2fr) 3fr' }} gap="6" alignItems="start">
            <ProductList
              products={data.products}
              loading={data.status === 'loading'}
              hasRecipe={hasRecipe}
              selected={selected}
              onSelect={setSelected}
            />
            <RecipeDetail
              product={product}
              recipe={recipe}
              ingredients={data.ingredientById}
              onCreate={
                canEdit && product ? () => setDialog({ recipe: null, productId: refOf(product) }) : undefined
              }
              onEdit={
                canEdit && recipe ? () => setDialog({ recipe, productId: recipe.productId }) : undefined
              }
            />
          </Grid>
        )}
      </FirstSyncGate>
      {dialog && (
        <RecipeDialog
          recipe={dialog.recipe}
          productId={dialog.productId}
          products={data.products}
          ingredients={data.ingredientList}
          hasRecipe={hasRecipe}
          onClose={() => setDialog(null)}
          onSaved={(productRef) => {
            setDialog(null);
            setSelected(productRef);
          }}
        />
      )}
    </Page>
  );
}
