import { Badge, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { displayName, useSession } from '../../data/session.ts';
import { selectOnline, selectPending, useSyncStore } from '../../sync/sync-store.ts';
import { useManualSync } from './useManualSync.ts';

/**
 * 'Staff', who is signed in, whether the device is online, how many local changes wait to be sent
 * and the manual sync button (spec §2, §7 offline layer).
 */
export function StaffHeader() {
  const user = useSession((state) => state.user);
  const { online, pending } = useSyncStore(
    useShallow((state) => ({ online: selectOnline(state), pending: selectPending(state) })),
  );
  const { syncing, sync } = useManualSync();
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="2"
      px="4"
      py="3"
      borderBottomWidth="1px"
    >
      <div>
        <Heading as="h1" size="xl">
          Staff
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="staff-user">
          {displayName(user)}
        </Text>
      </div>
      <HStack gap="2">
        <Badge
          size="lg"
          minH="11"
          px="3"
          colorPalette={online ? 'green' : 'orange'}
          role="status"
          aria-live="polite"
          data-testid="staff-connection"
          data-online={online}
          data-pending={pending}
        >
          {online ? <Wifi size={16} aria-hidden /> : <WifiOff size={16} aria-hidden />}
          {online ? 'En línea' : 'Sin conexión'}
          {pending > 0 && (
            <Text as="span" className="tabular" data-testid="staff-pending">
              {` · ${pending} pendiente${pending === 1 ? '' : 's'}`}
            </Text>
          )}
        </Badge>
        <Button
          variant="outline"
          minH="11"
          onClick={() => void sync()}
          loading={syncing}
          aria-label="Sincronizar"
        >
          <RefreshCw size={16} aria-hidden />
          <Text as="span" hideBelow="sm">
            Sincronizar
          </Text>
        </Button>
      </HStack>
    </Flex>
  );
}
