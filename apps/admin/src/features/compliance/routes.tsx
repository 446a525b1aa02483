import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.kyc, lazy: lazyPage(() => import('./kyc-queue-page')) },
  { path: paths.flags, lazy: lazyPage(() => import('./flags-page')) },
  { path: paths.registers, lazy: lazyPage(() => import('./registers-page')) },
  { path: paths.liftRequests, lazy: lazyPage(() => import('./lift-requests-page')) },
];

export const nav: NavItem[] = [
  { to: paths.kyc, label: 'nav.kyc', permission: 'kyc:view', order: 50 },
  { to: paths.flags, label: 'nav.flags', permission: 'risk:view', order: 51 },
  { to: paths.registers, label: 'nav.registers', permission: 'protection:view', order: 52 },
  { to: paths.liftRequests, label: 'nav.liftRequests', permission: 'protection:lift', order: 53 },
];
