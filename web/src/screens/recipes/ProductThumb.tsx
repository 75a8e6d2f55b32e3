import { Flex, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import type { Product } from '@restaurantpro/schema';

/** A product's image, or a placeholder, as a small square. */
export function ProductThumb({ product, size = '12' }: { product: Product; size?: string }) {
  return product.imageUrl ? (
    <Image
      src={product.imageUrl}
      alt=""
      boxSize={size}
      objectFit="cover"
      borderRadius="md"
      flexShrink={0}
      loading="lazy"
    />
  ) : (
    <Flex
      boxSize={size}
      align="center"
      justify="center"
      bg="bg.muted"
      color="fg.subtle"
      borderRadius="md"
      flexShrink={0}
      aria-hidden
    >
      <ImageOff size={18} />
    </Flex>
  );
}
