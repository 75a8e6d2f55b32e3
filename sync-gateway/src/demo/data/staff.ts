import type { Role } from '@restaurantpro/schema';

/** Public password of every demo account (README): never use the demo for a real restaurant. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/** One account per role, so each screen can be tried as the person who uses it. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.restaurantpro.es', role: 'admin', firstName: 'Alicia', lastName: 'Navarro' },
  { email: 'gerente@demo.restaurantpro.es', role: 'manager', firstName: 'Javier', lastName: 'Morales' },
  { email: 'camarero@demo.restaurantpro.es', role: 'waiter', firstName: 'Lucía', lastName: 'Fernández' },
  { email: 'cocina@demo.restaurantpro.es', role: 'cook', firstName: 'Carmen', lastName: 'Ruiz' },
];
