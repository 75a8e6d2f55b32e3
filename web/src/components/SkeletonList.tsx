import { Skeleton, Stack } from '@chakra-ui/react';

/** Loading rows shaped like a list or table of `rows` entries. */
export function SkeletonList({ rows = 5, height = '12' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Cargando">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="md" />
      ))}
    </Stack>
  );
}
