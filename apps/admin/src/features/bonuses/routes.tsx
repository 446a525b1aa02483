import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.bonuses, lazy: lazyPage(() => import('./definitions-page')) },
  { path: paths.bonusClaims, lazy: lazyPage(() => import('./claims-page')) },
];

export const nav: NavItem[] = [
  { to: paths.bonuses, label: 'nav.bonuses', permission: 'bonuses:view', order: 40 },
  { to: paths.bonusClaims, label: 'nav.bonusClaims', permission: 'bonuses:claims', order: 41 },
];
