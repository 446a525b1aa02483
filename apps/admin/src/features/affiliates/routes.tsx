import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.affiliates, lazy: lazyPage(() => import('./affiliates-page')) }];

export const nav: NavItem[] = [
  { to: paths.affiliates, label: 'nav.affiliates', permission: 'affiliates:manage', order: 85 },
];
