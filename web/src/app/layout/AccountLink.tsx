import { chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { ACCOUNT_ENTRY, type NavEntry } from '../navigation.ts';

const Link = chakra(NavLink);

/**
 * 'Mi cuenta', under the user's card: one's own password and PIN (and, for managers, the terminal);
 * with `entry`, another link of the sidebar's foot ('Acerca de').
 */
export function AccountLink({
  onNavigate,
  entry = ACCOUNT_ENTRY,
}: {
  onNavigate?: (() => void) | undefined;
  entry?: NavEntry;
}) {
  const { label, path, icon: Icon } = entry;
  return (
    <Link
      to={path}
      onClick={onNavigate}
      display="flex"
      alignItems="center"
      gap="2"
      px="4"
      minH="11"
      borderRadius="md"
      fontWeight="medium"
      fontSize="sm"
      _hover={{ bg: 'bg.muted' }}
      css={{ '&[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      <Icon size={16} aria-hidden />
      {label}
    </Link>
  );
}
