import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The padded content area of a screen inside the main layout. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Box as="section" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '4', md: '6' }} maxW="7xl" mx="auto" w="full">
      {children}
    </Box>
  );
}
