import { MANAGER_ROLES, type Role } from '@restaurantpro/schema';
import { PasswordSection } from './PasswordSection.tsx';
import { PinSection } from './PinSection.tsx';
import type { AccountSection } from './section-types.ts';
import { TerminalSection } from './TerminalSection.tsx';

/**
 * The sections of 'Mi cuenta', in their order on the page: the one place a new section is added
 * (a component taking AccountSectionProps, and who sees it).
 */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { id: 'password', Component: PasswordSection },
  { id: 'pin', Component: PinSection },
  { id: 'terminal', roles: MANAGER_ROLES, Component: TerminalSection },
];

/** The sections `role` sees. */
export function sectionsFor(
  role: Role | undefined,
  sections: readonly AccountSection[] = ACCOUNT_SECTIONS,
): AccountSection[] {
  return sections.filter(
    (section) => section.roles === undefined || (role !== undefined && section.roles.includes(role)),
  );
}
