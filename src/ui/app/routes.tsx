// The routes of spec section 2. Signed out: only / and /login; every other path goes to /. Signed in:
// /app/* is the shell; everything else goes to /app/dashboard. Gated routes need their permission.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { lazy, type ReactNode } from 'react';
import type { Permissions } from '../../db/session';
import { usePermissions } from '../../db/session';
import { Root, useSignedIn } from './Root';
import { Shell } from '../shell/Shell';
import { Welcome } from '../welcome/Welcome';
import { Dashboard } from '../dashboard/Dashboard';
import { lazyScreen } from './lazy-screen';
import { afterFirstScreen } from '../lib/first-screen';

// The dashboard (start_url) is in the first chunk; every other screen loads when first opened
// (the service worker precaches them all, so this works offline too).
const Login = lazyScreen(() => import('../login/Login').then((m) => m.Login));
const Orders = lazyScreen(() => import('../orders/Orders').then((m) => m.Orders));
const ProductsScreen = lazyScreen(() => import('../products/ProductsScreen').then((m) => m.ProductsScreen));
// The editor (and its photo code) loads only when opened; the service worker precaches it for offline use.
const ProductEditor = lazyScreen(() => import('../products/editor/ProductEditor').then((m) => m.ProductEditor));
const OptionGroupsScreen = lazyScreen(() => import('../products/options/OptionGroupsScreen').then((m) => m.OptionGroupsScreen));
const OptionValuesScreen = lazyScreen(() => import('../products/options/OptionValuesScreen').then((m) => m.OptionValuesScreen));
const ProductStatus = lazyScreen(() => import('../product-status/ProductStatus').then((m) => m.ProductStatus));
const SettingsHome = lazyScreen(() => import('../settings/SettingsHome').then((m) => m.SettingsHome));
const AccountSettings = lazyScreen(() => import('../settings/account/AccountSettings').then((m) => m.AccountSettings));
const GeneralSettings = lazyScreen(() => import('../settings/GeneralSettings').then((m) => m.GeneralSettings));
const OpeningHours = lazyScreen(() => import('../settings/opening-hours/OpeningHours').then((m) => m.OpeningHours));
const NotificationSettings = lazyScreen(() => import('../settings/notifications/NotificationSettings').then((m) => m.NotificationSettings));
const PrinterScreen = lazyScreen(() => import('../settings/printer/PrinterScreen').then((m) => m.PrinterScreen));
// The Cijfers screen and its chart library load only when opened (issue 32).
const StatisticsScreen = lazyScreen(() => import('../statistics/StatisticsScreen').then((m) => m.StatisticsScreen));
const InfoSupport = lazyScreen(() => import('../settings/info/InfoSupport').then((m) => m.InfoSupport));

// The shell's sections from other screen folders, rendered (so loaded) once the first screen has shown its
// data: the order alert (sound settings, players, schedule), the dead-link alarm (nothing shows before
// 30 s without contact) and printing (automatic printing, failed-print notices).
const OrderAlert = lazy(() => import('../alert/OrderAlert').then((m) => ({ default: m.OrderAlert })));
const LinkAlarm = lazy(() => import('../link-alarm/LinkAlarm').then((m) => ({ default: m.LinkAlarm })));
const Printing = lazy(() => import('../print/Printing').then((m) => ({ default: m.Printing })));

// Once the first screen shows its data, the others load in the background (precached offline).
void afterFirstScreen(3000).then(() => {
  for (const screen of [Login, Orders, ProductsScreen, ProductStatus, SettingsHome, AccountSettings,
    GeneralSettings, OpeningHours, NotificationSettings, PrinterScreen, InfoSupport, OptionGroupsScreen,
    OptionValuesScreen]) void screen.preload();
});

const HOME = '/app/dashboard';

function SignedOutOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Navigate to={HOME} replace /> : children;
}

function SignedInOnly() {
  return useSignedIn() ? <Outlet /> : <Navigate to="/" replace />;
}

function Elsewhere() {
  return <Navigate to={useSignedIn() ? HOME : '/'} replace />;
}

/** A route that needs one of the given permissions; without it, back to the dashboard. */
function Gate({ anyOf, children }: { anyOf: (keyof Permissions)[]; children: ReactNode }) {
  const permissions = usePermissions();
  if (!permissions) return null;
  return anyOf.some((flag) => permissions[flag]) ? children : <Navigate to={HOME} replace />;
}

export const ORDERS_PERMISSIONS: (keyof Permissions)[] = ['can_view_new_orders', 'can_view_order_history'];
export const PRODUCTS_PERMISSIONS: (keyof Permissions)[] = ['can_edit_product_data'];
export const STATISTICS_PERMISSIONS: (keyof Permissions)[] = ['can_view_revenue_statistics', 'can_view_product_statistics'];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <SignedOutOnly><Welcome /></SignedOutOnly> },
      { path: '/login', element: <SignedOutOnly><Login /></SignedOutOnly> },
      {
        path: '/app',
        element: <SignedInOnly />,
        children: [
          {
            element: <Shell banner={<LinkAlarm />} overlays={<><OrderAlert /><Printing /></>} />,
            children: [
              { index: true, element: <Dashboard /> },
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'orders', element: <Gate anyOf={ORDERS_PERMISSIONS}><Orders /></Gate> },
              { path: 'statistics', element: <Gate anyOf={STATISTICS_PERMISSIONS}><StatisticsScreen /></Gate> },
              {
                path: 'products',
                element: <Gate anyOf={PRODUCTS_PERMISSIONS}><Outlet /></Gate>,
                children: [
                  { index: true, element: <ProductsScreen /> },
                  { path: 'new', element: <ProductEditor /> },
                  { path: 'edit/:productId', element: <ProductEditor /> },
                  { path: 'options', element: <OptionGroupsScreen /> },
                  { path: 'option-values', element: <OptionValuesScreen /> },
                  { path: '*', element: <Navigate to="/app/products" replace /> },
                ],
              },
              {
                path: 'settings',
                children: [
                  { index: true, element: <SettingsHome /> },
                  { path: 'account', element: <AccountSettings /> },
                  { path: 'general', element: <GeneralSettings /> },
                  { path: 'product-status', element: <ProductStatus /> },
                  { path: 'opening-hours', element: <OpeningHours /> },
                  { path: 'notifications', element: <NotificationSettings /> },
                  { path: 'printer', element: <PrinterScreen /> },
                  { path: 'info', element: <InfoSupport /> },
                  { path: '*', element: <Navigate to="/app/settings" replace /> },
                ],
              },
              { path: '*', element: <Navigate to={HOME} replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Elsewhere /> },
    ],
  },
];
