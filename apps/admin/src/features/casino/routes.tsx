import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';
import { casinoProvidersPath } from './casino-paths';

export const routes = [
  { path: paths.casino, lazy: lazyPage(() => import('./games-page')) },
  { path: casinoProvidersPath, lazy: lazyPage(() => import('./providers-page')) },
];

export const nav: NavItem[] = [
  { to: paths.casino, label: 'nav.casino', permission: 'casino:manage', order: 60 },
];
