import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { displayName, roleLabel, useSession } from '../../data/session.ts';

/** Initial-letter avatar, first name or e-mail, Spanish role label and the shift text (spec §2). */
export function UserCard() {
  const user = useSession((state) => state.user);
  const name = displayName(user);
  return (
    <HStack gap="3" px="1">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback>{name.charAt(0).toUpperCase()}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate data-testid="user-name">
          {name}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="user-role">
          {roleLabel(user)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Turno: 08:00 - 20:00
        </Text>
      </Stack>
    </HStack>
  );
}
