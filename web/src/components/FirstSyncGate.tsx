import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ReplicaName } from '../data/replica.ts';
import { selectOnline, useSyncStore } from '../sync/sync-store.ts';
import { useCaughtUp } from '../sync/useCaughtUp.ts';

/**
 * Shows 'Cargando datos…' instead of `children` until the replicas a screen reads have caught up
 * with the server once. On a new device the replica starts empty, and a screen rendered from it
 * would state falsehoods ('0/0', 'Todo está en orden', an empty menu). A device that caught up on
 * an earlier visit shows its data at once, offline too.
 */
export function FirstSyncGate({
  replicas,
  skeleton,
  children,
}: {
  replicas: readonly ReplicaName[];
  /** The screen's own shape in grey under the message (a grid of cards, a list). */
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  const caughtUp = useCaughtUp(replicas);
  const online = useSyncStore(selectOnline);
  if (caughtUp) return children;
  return (
    <Stack gap="6" flex="1" data-testid="first-sync-loading">
      <Center py="10" role="status" aria-live="polite">
        <Stack align="center" gap="3" textAlign="center" maxW="sm">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
          <Text fontWeight="semibold">Cargando datos…</Text>
          <Text fontSize="sm" color="fg.muted">
            {online
              ? 'Recibiendo los datos del restaurante en este dispositivo por primera vez.'
              : 'Sin conexión: los datos aparecerán en cuanto el dispositivo se conecte.'}
          </Text>
        </Stack>
      </Center>
      {skeleton}
    </Stack>
  );
}
