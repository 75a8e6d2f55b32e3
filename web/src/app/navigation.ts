import {
  Activity,
  BarChart3,
  BookOpen,
  ChefHat,
  CircleUser,
  CookingPot,
  FileCheck,
  Info,
  LayoutDashboard,
  LayoutGrid,
  MapPinned,
  Package,
  Settings,
  ShoppingCart,
  Truck,
  UserCog,
  Users,
  Wallet,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { MANAGER_ROLES, type Role } from '@restaurantpro/schema';

export interface NavEntry {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Who sees the entry; absent: everyone signed in. The route itself says why to the others. */
  roles?: readonly Role[];
}

/** The spec's sidebar entries, in its order (§2 Sidebar). */
export const MAIN_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', path: '/', icon: LayoutDashboard },
  { label: 'Punto de Venta', path: '/pos', icon: ShoppingCart },
  { label: 'Cocina', path: '/kitchen', icon: ChefHat },
  { label: 'Productos', path: '/products', icon: Package },
  { label: 'Recetas', path: '/recipes', icon: BookOpen },
  { label: 'Inventario', path: '/inventory', icon: Warehouse },
  { label: 'Proveedores', path: '/suppliers', icon: Truck },
  { label: 'Personal', path: '/staff', icon: Users },
  { label: 'Reportes', path: '/reports', icon: BarChart3 },
];

/** Floor set-up screens: routed in the spec but missing from its sidebar, so listed apart. */
export const SETUP_NAV: readonly NavEntry[] = [
  { label: 'Áreas', path: '/areas', icon: MapPinned },
  { label: 'Mesas', path: '/tables', icon: LayoutGrid },
];

/**
 * The money and the restaurant's own data: the cash drawer, the activity log and the kitchen's
 * stations for managers; the settings and the staff accounts for admins.
 */
export const OFFICE_NAV: readonly NavEntry[] = [
  { label: 'Caja', path: '/cash', icon: Wallet, roles: MANAGER_ROLES },
  { label: 'Actividad', path: '/activity', icon: Activity, roles: MANAGER_ROLES },
  { label: 'Verifactu', path: '/verifactu', icon: FileCheck, roles: MANAGER_ROLES },
  // Who may write stations (the kinds table): others read them on the kitchen screen, not here.
  { label: 'Estaciones', path: '/stations', icon: CookingPot, roles: MANAGER_ROLES },
  { label: 'Configuración', path: '/settings', icon: Settings, roles: ['admin'] },
  { label: 'Usuarios', path: '/users', icon: UserCog, roles: ['admin'] },
];

/** One's own account, under the user's name at the foot of the sidebar: everyone signed in. */
export const ACCOUNT_ENTRY: NavEntry = { label: 'Mi cuenta', path: '/account', icon: CircleUser };

/** The billing software's declaración responsable: everyone signed in, at the foot of the sidebar. */
export const ABOUT_ENTRY: NavEntry = { label: 'Acerca de', path: '/about', icon: Info };

/** The entries `role` sees. */
export function entriesFor(entries: readonly NavEntry[], role: Role | undefined): NavEntry[] {
  return entries.filter(
    (entry) => entry.roles === undefined || (role !== undefined && entry.roles.includes(role)),
  );
}
