import { lazyPage, type NavItem } from '@/lib/feature';
import { paths } from '@/lib/paths';

export const routes = [
  { path: paths.sportsbookBets, lazy: lazyPage(() => import('./bets-page')) },
  { path: paths.sportsbookLiability, lazy: lazyPage(() => import('./liability-page')) },
  { path: `${paths.sportsbookLiability}/:eventId`, lazy: lazyPage(() => import('./event-page')) },
  { path: paths.sportsbookMargins, lazy: lazyPage(() => import('./margins-page')) },
  { path: paths.sportsbookLimits, lazy: lazyPage(() => import('./limits-page')) },
];

/** The trading desk opens with sportsbook:view; its actions check trade, settle and limits. */
export const nav: NavItem[] = [
  { to: paths.sportsbookBets, label: 'nav.sportsbook', permission: 'sportsbook:view', order: 45 },
];
