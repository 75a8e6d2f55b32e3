import { Badge, Flex, SimpleGrid } from '@chakra-ui/react';
import { NameAndPrice } from '../../components/NameAndPrice.tsx';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredProduct } from '../../data/repositories/products.ts';
import { ProductThumb } from './ProductThumb.tsx';

/** 'Producto' tab: a grid of products to choose the recipe's dish; products that cannot be chosen are dimmed. */
export function ProductPicker({
  products,
  value,
  onChange,
  unavailableReason,
}: {
  products: readonly StoredProduct[];
  value: string;
  onChange: (productRef: string) => void;
  /** Why a product cannot be chosen ('Con receta'), or null when it can. */
  unavailableReason: (productRef: string) => string | null;
}) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, md: 3 }}
      gap="2"
      role="radiogroup"
      aria-label="Producto de la receta"
    >
      {products.map((product) => {
        const ref = refOf(product);
        const reason = unavailableReason(ref);
        const checked = ref === value;
        return (
          <Flex
            key={product._id}
            asChild
            gap="3"
            p="2"
            minH="14"
            align="center"
            textAlign="start"
            borderWidth="2px"
            borderRadius="md"
            borderColor={checked ? 'brand.solid' : 'border'}
            bg={checked ? 'brand.subtle' : undefined}
            opacity={reason ? 0.5 : 1}
            cursor={reason ? 'not-allowed' : 'pointer'}
          >
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={reason !== null}
              onClick={() => onChange(ref)}
            >
              <ProductThumb product={product} size="10" />
              <NameAndPrice name={product.name} price={product.price} />
              {reason && (
                <Badge size="sm" flexShrink={0}>
                  {reason}
                </Badge>
              )}
            </button>
          </Flex>
        );
      })}
    </SimpleGrid>
  );
}
