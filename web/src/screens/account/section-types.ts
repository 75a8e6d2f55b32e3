import type { ComponentType } from 'react';
import type { Role } from '@restaurantpro/schema';
import type { AccountUser } from '../../data/accounts-api.ts';

/** What every section of 'Mi cuenta' is given. */
export interface AccountSectionProps {
  /** The signed-in person's account as the gateway last answered (`GET /api/me`); null until then. */
  me: AccountUser | null;
  /** Asks the gateway again, after a change that shows in the account ('PIN: Sí'). */
  reload: () => void;
}

/** One section of 'Mi cuenta', shown to `roles` (absent: everyone signed in), in the list's order. */
export interface AccountSection {
  id: string;
  roles?: readonly Role[];
  Component: ComponentType<AccountSectionProps>;
}
