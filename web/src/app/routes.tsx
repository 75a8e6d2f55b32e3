import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthGate } from './AuthGate.tsx';
import { NotFound } from './NotFound.tsx';
import { PrintGate } from './PrintGate.tsx';
import type { RouteHandle } from './route-handle.ts';

// Every screen is its own chunk: the landing and sign-in path never downloads PouchDB or a screen.
const LoginScreen = lazy(() => import('../screens/login/index.tsx'));
const SidebarLayout = lazy(() => import('./layout/SidebarLayout.tsx'));
const FullscreenLayout = lazy(() => import('./layout/FullscreenLayout.tsx'));
const Dashboard = lazy(() => import('../screens/dashboard/index.tsx'));
const Pos = lazy(() => import('../screens/pos/index.tsx'));
const Kitchen = lazy(() => import('../screens/kitchen/index.tsx'));
const Products = lazy(() => import('../screens/products/index.tsx'));
const Recipes = lazy(() => import('../screens/recipes/index.tsx'));
const Inventory = lazy(() => import('../screens/inventory/index.tsx'));
const Areas = lazy(() => import('../screens/areas/index.tsx'));
const Tables = lazy(() => import('../screens/tables/index.tsx'));
const Stations = lazy(() => import('../screens/stations/index.tsx'));
const Staff = lazy(() => import('../screens/staff/index.tsx'));
const Suppliers = lazy(() => import('../screens/suppliers/index.tsx'));
const Reports = lazy(() => import('../screens/reports/index.tsx'));
const Cash = lazy(() => import('../screens/cash/index.tsx'));
const Activity = lazy(() => import('../screens/activity/index.tsx'));
const Verifactu = lazy(() => import('../screens/verifactu/index.tsx'));
const About = lazy(() => import('../screens/about/index.tsx'));
const Settings = lazy(() => import('../screens/settings/index.tsx'));
const Users = lazy(() => import('../screens/users/index.tsx'));
const Account = lazy(() => import('../screens/account/index.tsx'));
const TicketPrint = lazy(() => import('../screens/print/TicketPrint.tsx'));
const PrebillPrint = lazy(() => import('../screens/print/PrebillPrint.tsx'));
const ChitPrint = lazy(() => import('../screens/print/ChitPrint.tsx'));
const ZReportPrint = lazy(() => import('../screens/print/ZReportPrint.tsx'));
const InvoicePrint = lazy(() => import('../screens/print/InvoicePrint.tsx'));

export type { RouteHandle } from './route-handle.ts';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  {
    // Signed out, '/' is the landing screen; every other route needs the session.
    element: <AuthGate />,
    children: [
      {
        element: <SidebarLayout />,
        children: [
          { index: true, element: <Dashboard /> },
          {
            path: 'products',
            element: <Products />,
            handle: { unauthorizedToast: 'unauthorizedEs' } satisfies RouteHandle,
          },
          { path: 'recipes', element: <Recipes /> },
          { path: 'inventory', element: <Inventory /> },
          { path: 'suppliers', element: <Suppliers /> },
          { path: 'reports', element: <Reports /> },
          { path: 'areas', element: <Areas /> },
          { path: 'tables', element: <Tables /> },
          { path: 'stations', element: <Stations /> },
          { path: 'cash', element: <Cash /> },
          { path: 'activity', element: <Activity /> },
          { path: 'verifactu', element: <Verifactu /> },
          { path: 'about', element: <About /> },
          { path: 'settings', element: <Settings /> },
          { path: 'users', element: <Users /> },
          { path: 'account', element: <Account /> },
        ],
      },
      {
        element: <FullscreenLayout />,
        children: [
          { path: 'pos', element: <Pos />, handle: { syncIndicatorInHeader: true } satisfies RouteHandle },
          {
            path: 'staff',
            element: <Staff />,
            handle: { unauthorizedToast: 'unauthorizedEs' } satisfies RouteHandle,
          },
        ],
      },
      {
        // The kitchen reads from two metres away: dark, high-contrast whatever the device setting.
        element: <FullscreenLayout appearance="dark" />,
        children: [{ path: 'kitchen', element: <Kitchen /> }],
      },
    ],
  },
  {
    // Print views (lib/print.ts PRINT_ROUTES): the document alone on an 80 mm page (a full invoice
    // also on A4), no sidebar.
    path: '/print',
    element: <PrintGate />,
    children: [
      { path: 'ticket/:id', element: <TicketPrint /> },
      { path: 'invoice/:id', element: <InvoicePrint /> },
      { path: 'prebill/:checkId', element: <PrebillPrint /> },
      { path: 'chit/:orderId', element: <ChitPrint /> },
      { path: 'z/:date', element: <ZReportPrint /> },
    ],
  },
  { path: '*', element: <NotFound /> },
];

export const router = createBrowserRouter(routes);
