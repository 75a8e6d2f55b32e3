import { chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { ACCOUNT_ENTRY } from '../navigation.ts';

const Link = chakra(NavLink);

/** 'Mi cuenta', under the user's card: one's own password and PIN (and, for managers, the terminal). */
export function AccountLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { label, path, icon: Icon } = ACCOUNT_ENTRY;
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
