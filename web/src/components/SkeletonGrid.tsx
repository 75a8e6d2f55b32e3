import { SimpleGrid, Skeleton } from '@chakra-ui/react';

/** Loading cards shaped like a card grid (the products screen shows 8). */
export function SkeletonGrid({ count = 8, height = '64' }: { count?: number; height?: string }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy="true" aria-label="Cargando">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
