import { Badge, Box, Card, Flex, Stack } from '@chakra-ui/react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NameAndPrice } from '../../components/NameAndPrice.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredProduct } from '../../data/repositories/products.ts';
import { ProductThumb } from './ProductThumb.tsx';

/** Left card: every product with its price, marked 'Sin receta' when it has none; a tap selects it. */
export function ProductList({
  products,
  loading,
  hasRecipe,
  selected,
  onSelect,
}: {
  products: readonly StoredProduct[];
  loading: boolean;
  hasRecipe: (productRef: string) => boolean;
  selected: string | null;
  onSelect: (productRef: string) => void;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Productos</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <SkeletonList />
        ) : products.length === 0 ? (
          <EmptyState title="No hay productos" description="Aún no se han creado productos" />
        ) : (
          <Stack
            as="ul"
            gap="1"
            listStyleType="none"
            maxH={{ lg: '70vh' }}
            overflowY="auto"
            aria-label="Productos"
          >
            {products.map((product) => {
              const ref = refOf(product);
              const active = ref === selected;
              return (
                <Box as="li" key={product._id}>
                  <Flex
                    asChild
                    w="full"
                    minH="14"
                    gap="3"
                    p="2"
                    align="center"
                    textAlign="start"
                    borderRadius="md"
                    bg={active ? 'brand.subtle' : undefined}
                    borderWidth="1px"
                    borderColor={active ? 'brand.solid' : 'transparent'}
                    _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
                  >
                    <button
                      type="button"
                      aria-pressed={active}
                      data-testid="recipe-product"
                      onClick={() => onSelect(ref)}
                    >
                      <ProductThumb product={product} />
                      <NameAndPrice name={product.name} price={product.price} />
                      {!hasRecipe(ref) && (
                        <Badge variant="outline" colorPalette="orange" flexShrink={0}>
                          Sin receta
                        </Badge>
                      )}
                    </button>
                  </Flex>
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
