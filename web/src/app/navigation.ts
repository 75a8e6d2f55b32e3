import {
  BarChart3,
  BookOpen,
  ChefHat,
  LayoutDashboard,
  LayoutGrid,
  MapPinned,
  Package,
  ShoppingCart,
  Truck,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

export interface NavEntry {
  label: string;
  path: string;
  icon: LucideIcon;
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
