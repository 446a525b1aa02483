import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.staff, lazy: lazyPage(() => import('./staff-page')) },
  { path: paths.roles, lazy: lazyPage(() => import('./roles-page')) },
];

export const nav: NavItem[] = [{ to: paths.staff, label: 'nav.staff', permission: 'staff:view', order: 90 }];
