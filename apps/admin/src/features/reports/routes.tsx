import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.reports, lazy: lazyPage(() => import('./reports-page')) }];

export const nav: NavItem[] = [
  { to: paths.reports, label: 'nav.reports', permission: 'reports:view', order: 80 },
];
