import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { PRODUCT_CATEGORY_LABELS, type Product, type ProductCategory } from '@restaurantpro/schema';
import { ProductCard } from './ProductCard.tsx';
import type { PosProduct } from './usePosData.ts';

export interface CatalogueSection {
  category: ProductCategory;
  items: readonly PosProduct[];
}

/**
 * The dishes by category. Memoised: a tap on a dish or on 'Enviar a Cocina' changes the order panel
 * only, and re-rendering thirty styled cards would hold the main thread while the new order is
 * being handed to replication.
 */
export const ProductCatalogue = memo(function ProductCatalogue({
  sections,
  register,
  onAdd,
}: {
  sections: readonly CatalogueSection[];
  register: (category: ProductCategory) => (element: HTMLElement | null) => void;
  onAdd: (product: Product, sellable: boolean) => void;
}) {
  return (
    <Stack gap="8">
      {sections.map((section) => (
        <Box as="section" key={section.category} ref={register(section.category)} data-category={section.category} scrollMarginTop="2">
          <Heading as="h2" size="md" mb="3">
            {PRODUCT_CATEGORY_LABELS[section.category]}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {section.items.map(({ product, sellable }) => (
              <ProductCard key={product._id} product={product} sellable={sellable} onAdd={onAdd} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
});
