import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.reconciliation, lazy: lazyPage(() => import('./reconciliation-page')) }];

export const nav: NavItem[] = [
  { to: paths.reconciliation, label: 'nav.reconciliation', permission: 'payments:manage', order: 71 },
];
