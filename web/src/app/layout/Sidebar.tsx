import { Box, Flex, Heading, Separator, Stack } from '@chakra-ui/react';
import { UtensilsCrossed } from 'lucide-react';
import { useSession } from '../../data/session.ts';
import { ABOUT_ENTRY, entriesFor, MAIN_NAV, OFFICE_NAV, SETUP_NAV } from '../navigation.ts';
import { AccountLink } from './AccountLink.tsx';
import { DayStatusCard } from './DayStatusCard.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { NavList } from './NavList.tsx';
import { UserCard } from './UserCard.tsx';

/** The spec's sidebar: entries, 'Estado del Día', the user, 'Mi cuenta' and the logout button. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const role = useSession((state) => state.user?.role);
  // On a shared terminal nobody signs out: they lock it ('Bloquear' in the header).
  const terminal = useSession((state) => state.terminal);
  const office = entriesFor(OFFICE_NAV, role);
  return (
    <Flex direction="column" h="full" gap="4" p="4" overflowY="auto">
      <Flex align="center" gap="2" px="1">
        <Box color="brand.solid">
          <UtensilsCrossed aria-hidden />
        </Box>
        <Heading size="lg">RestaurantPro</Heading>
      </Flex>
      <Stack gap="0" flex="1">
        <NavList entries={MAIN_NAV} {...(onNavigate ? { onNavigate } : {})} />
        <NavList title="Sala" entries={SETUP_NAV} {...(onNavigate ? { onNavigate } : {})} />
        {office.length > 0 && (
          <NavList title="Gestión" entries={office} {...(onNavigate ? { onNavigate } : {})} />
        )}
      </Stack>
      <DayStatusCard />
      <Separator />
      <UserCard />
      <Stack gap="0">
        <AccountLink onNavigate={onNavigate} />
        <AccountLink onNavigate={onNavigate} entry={ABOUT_ENTRY} />
        {!terminal && <LogoutButton />}
      </Stack>
    </Flex>
  );
}
