import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ index: true, lazy: lazyPage(() => import('./home-page')) }];

export const nav: NavItem[] = [{ to: paths.home, label: 'nav.home', permission: 'session', order: 0 }];
