import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [{ path: paths.debts, lazy: lazyPage(() => import('./debts-page')) }];

/** Who sees adjustments sees what players owe (docs/decisions/104-debt-write-off.md). */
export const nav: NavItem[] = [
  { to: paths.debts, label: 'nav.debts', permission: 'adjustments:view', order: 32 },
];
