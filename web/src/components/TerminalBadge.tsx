import { Button, HStack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { displayName, useSession } from '../data/session.ts';

/**
 * On a shared terminal: who acts now and 'Bloquear', which brings the PIN pad back at once (the next
 * person taps their name). Nothing elsewhere.
 */
export function TerminalBadge() {
  const terminal = useSession((state) => state.terminal);
  const user = useSession((state) => state.user);
  const lock = useSession((state) => state.lock);
  if (!terminal || !user) return null;
  return (
    <HStack gap="2" bg="bg.panel" borderWidth="1px" borderRadius="l2" ps="3" pe="1" py="1">
      <Text fontSize="sm" fontWeight="semibold" truncate maxW="40" data-testid="acting-user">
        {displayName(user)}
      </Text>
      <Button size="sm" variant="outline" onClick={() => lock()}>
        <Lock aria-hidden /> Bloquear
      </Button>
    </HStack>
  );
}
