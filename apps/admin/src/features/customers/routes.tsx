import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.customers, lazy: lazyPage(() => import('./customers-page')) },
  { path: `${paths.customers}/:id`, lazy: lazyPage(() => import('./customer-page')) },
];

export const nav: NavItem[] = [
  { to: paths.customers, label: 'nav.customers', permission: 'customers:view', order: 10 },
];
