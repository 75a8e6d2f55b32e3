import { Badge, Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { formatRelative } from '../lib/format.ts';
import {
  selectLastSync,
  selectOverall,
  selectPending,
  useSyncStore,
  type OverallSync,
} from '../sync/sync-store.ts';

const LOOK: Record<OverallSync, { label: string; palette: string; icon: typeof Cloud }> = {
  synced: { label: 'En línea', palette: 'green', icon: Cloud },
  syncing: { label: 'Sincronizando', palette: 'blue', icon: RefreshCw },
  connecting: { label: 'Conectando', palette: 'gray', icon: RefreshCw },
  offline: { label: 'Sin conexión', palette: 'orange', icon: CloudOff },
  error: { label: 'Error de sincronización', palette: 'red', icon: AlertTriangle },
};

/**
 * Compact sync status shown on every screen: online/offline, changes waiting to be sent, and on
 * click the last sync time, refused changes and a manual sync button.
 */
export function SyncIndicator() {
  const { overall, pending, lastSync, refused, syncNow, error } = useSyncStore(
    useShallow((state) => ({
      overall: selectOverall(state),
      pending: selectPending(state),
      lastSync: selectLastSync(state),
      refused: state.refused,
      syncNow: state.syncNow,
      // The first replica's error, as the button's tooltip: says why when the status reads 'error'.
      error: Object.values(state.replicas).find((replica) => replica?.error)?.error ?? null,
    })),
  );
  const look = LOOK[overall];
  const Icon = look.icon;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button
          variant="subtle"
          colorPalette={look.palette}
          size="sm"
          minH="11"
          aria-label={`Estado de sincronización: ${look.label}${pending ? `, ${pending} cambios pendientes` : ''}`}
          data-testid="sync-indicator"
          data-sync={overall}
          data-pending={pending}
          title={overall === 'error' && error ? error : undefined}
        >
          <Icon size={16} aria-hidden />
          <Box as="span" hideBelow="sm">
            {look.label}
          </Box>
          {pending > 0 && (
            <Badge colorPalette={look.palette} variant="solid" size="sm">
              {pending}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Text fontWeight="semibold">{look.label}</Text>
                <Text>
                  {pending === 0
                    ? 'Todos los cambios están sincronizados.'
                    : `${pending} cambio(s) pendiente(s) de enviar.`}
                </Text>
                <Text color="fg.muted">
                  Última sincronización: {lastSync ? formatRelative(lastSync) : 'todavía no'}
                </Text>
                {refused.length > 0 && (
                  <Stack gap="1">
                    <Text fontWeight="semibold" color="fg.error">
                      Cambios rechazados
                    </Text>
                    {refused.slice(0, 3).map((entry) => (
                      <Text key={`${entry.docId}-${entry.at}`} color="fg.error">
                        {entry.reason}
                      </Text>
                    ))}
                  </Stack>
                )}
                <HStack>
                  <Button size="sm" minH="11" variant="outline" onClick={syncNow}>
                    <RefreshCw size={14} aria-hidden /> Sincronizar ahora
                  </Button>
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
