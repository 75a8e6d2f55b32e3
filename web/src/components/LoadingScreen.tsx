import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-area 'Cargando...' spinner shown while the session or a screen's code loads (spec §2). */
export function LoadingScreen({ label = 'Cargando...' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
