import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.audit, lazy: lazyPage(() => import('./audit-page')) }];

export const nav: NavItem[] = [{ to: paths.audit, label: 'nav.audit', permission: 'audit:view', order: 85 }];
