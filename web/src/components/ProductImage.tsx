import { Flex, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';

/**
 * A product's picture across its card's width, or a muted placeholder of the same height when it
 * has none (the cards of a grid stay aligned).
 */
export function ProductImage({
  src,
  name,
  height,
  iconSize,
}: {
  src: string | undefined;
  name: string;
  height: string;
  iconSize: number;
}) {
  return src ? (
    <Image src={src} alt={name} h={height} w="full" objectFit="cover" loading="lazy" />
  ) : (
    <Flex h={height} align="center" justify="center" bg="bg.muted" color="fg.subtle" aria-hidden>
      <ImageOff size={iconSize} />
    </Flex>
  );
}
