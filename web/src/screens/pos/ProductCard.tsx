import { Box, Card, Flex, IconButton, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { memo } from 'react';
import type { Product } from '@restaurantpro/schema';
import { AllergenBadge } from '../../components/AllergenBadge.tsx';
import { Money } from '../../components/Money.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';

/**
 * One dish: image or placeholder, name in upper case, its allergens, price, and the round add button
 * (disabled when it cannot be sold).
 */
export const ProductCard = memo(function ProductCard({
  product,
  sellable,
  onAdd,
}: {
  product: Product;
  sellable: boolean;
  onAdd: (product: Product, sellable: boolean) => void;
}) {
  return (
    <Card.Root
      overflow="hidden"
      data-testid="product-card"
      data-product={product.name}
      opacity={sellable ? 1 : 0.6}
    >
      <ProductImage src={product.imageUrl} name={product.name} height="32" iconSize={32} />
      <Card.Body gap="2" p="3">
        <Text fontWeight="semibold" textTransform="uppercase" lineClamp={2} minH="10">
          {product.name}
        </Text>
        <AllergenBadge allergens={product.allergens} />
        <Flex justify="space-between" align="center">
          <Box>
            <Money amount={product.price} fontWeight="bold" />
            {!sellable && (
              <Text fontSize="xs" color="fg.error">
                Sin stock
              </Text>
            )}
          </Box>
          <IconButton
            aria-label={`Añadir ${product.name}`}
            rounded="full"
            size="lg"
            colorPalette="brand"
            // Looks and reads as disabled, yet a tap still explains why (spec §5 'Producto sin stock').
            aria-disabled={!sellable || undefined}
            onClick={() => onAdd(product, sellable)}
          >
            <Plus />
          </IconButton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
});
