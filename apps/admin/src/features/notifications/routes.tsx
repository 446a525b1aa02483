import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.notifications, lazy: lazyPage(() => import('./send-page')) }];

export const nav: NavItem[] = [
  { to: paths.notifications, label: 'nav.notifications', permission: 'notifications:send', order: 80 },
];
