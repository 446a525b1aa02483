import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.paymentMethods, lazy: lazyPage(() => import('./methods-page')) }];

export const nav: NavItem[] = [
  { to: paths.paymentMethods, label: 'nav.paymentMethods', permission: 'payments:manage', order: 70 },
];
