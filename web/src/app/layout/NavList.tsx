import { Stack, Text, chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavEntry } from '../navigation.ts';

const Link = chakra(NavLink);

/** Sidebar links; the current route is highlighted and announced (`aria-current`). */
export function NavList({ title, entries, onNavigate }: { title?: string; entries: readonly NavEntry[]; onNavigate?: () => void }) {
  return (
    <Stack gap="1" as="nav" aria-label={title ?? 'Principal'}>
      {title && (
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3" pt="3">
          {title}
        </Text>
      )}
      {entries.map(({ label, path, icon: Icon }) => (
        <Link
          key={path}
          to={path}
          end={path === '/'}
          onClick={onNavigate}
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          minH="11"
          borderRadius="md"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          css={{ '&[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' } }}
        >
          <Icon size={18} aria-hidden />
          {label}
        </Link>
      ))}
    </Stack>
  );
}
