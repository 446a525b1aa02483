import { APPROVAL_PERMISSIONS } from '@lalebet/shared';
import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.withdrawals, lazy: lazyPage(() => import('./withdrawals-page')) },
  { path: paths.adjustments, lazy: lazyPage(() => import('./adjustments-page')) },
  { path: paths.approvals, lazy: lazyPage(() => import('./approvals-page')) },
];

export const nav: NavItem[] = [
  { to: paths.withdrawals, label: 'nav.withdrawals', permission: 'withdrawals:view', order: 20 },
  { to: paths.adjustments, label: 'nav.adjustments', permission: 'adjustments:view', order: 30 },
  // Every kind of four-eyes request (docs/decisions/035-four-eyes-approvals.md).
  { to: paths.approvals, label: 'nav.approvals', permission: Object.values(APPROVAL_PERMISSIONS), order: 31 },
];
