import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { keyHistoryEntries } from './history-key';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Route data (`handle`): `crumb` is the i18n key of the breadcrumb label, `slider` the CMS
 * slider slug of the page's carousel, `padding` adds the mobile margin to the carousel.
 */
export type RouteHandle = { crumb?: string; slider?: string; padding?: boolean; guard?: boolean };

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The sportsbook: the list pages, the event page and the home page's sections. */
const sportsPage = () => import('./routes/sports');
/** The casino category pages: their game lobbies. */
const casinoPage = () => import('./routes/casino-category');

const section = (
  path: string,
  crumb: string,
  slider: string,
  padding: boolean,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { crumb, slider, padding } satisfies RouteHandle,
  lazy: lazyPage(load),
});

/** A sportsbook list page: no banner carousel, the matches come first. */
const sports = (path: string, crumb: string): RouteObject => ({
  path,
  handle: { crumb } satisfies RouteHandle,
  lazy: lazyPage(sportsPage),
});

const dashboard = (
  path: string,
  crumb: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { crumb, guard: true } satisfies RouteHandle,
  lazy: lazyPage(load),
});

const payments = () => import('./routes/dashboard/payments');
const bonuses = () => import('./routes/dashboard/bonuses');

/** True when a route matching `pathname` is marked `guard` (the root layout asks before navigating). */
export const isGuardedPath = (pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(
    (m) => (m.route.handle as RouteHandle | undefined)?.guard === true,
  );

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout isGuarded={isGuardedPath} />,
    errorElement: <RouteError />,
    // Shown only while the first page's lazy chunk loads.
    hydrateFallbackElement: <div className="app-splash" role="status" aria-label="Loading" />,
    children: [
      {
        index: true,
        handle: { slider: 'home', padding: true } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/home')),
      },
      sports(paths.sports, 'nav.sports'),
      sports(paths.sportsFcg, 'nav.sports'),
      sports(paths.liveSports, 'nav.liveBettings'),
      sports(paths.liveSportsFcg, 'nav.liveBettings'),
      sports(paths.esports, 'nav.esports'),
      sports(paths.esportsBetco, 'nav.esports'),
      {
        path: routePatterns.sportsEvent,
        handle: { crumb: 'nav.sports' } satisfies RouteHandle,
        lazy: lazyPage(() => sportsPage().then((m) => ({ default: m.SportsEventRoute }))),
      },
      sports(paths.results, 'nav.sports'),
      section(paths.casinoSlot, 'nav.casino', 'casino', true, casinoPage),
      section(paths.casinoLive, 'nav.liveCasino', 'live-casino', true, casinoPage),
      section(paths.casinoGames, 'nav.games', 'casino', true, casinoPage),
      section(paths.casinoBingo, 'nav.bingo', 'casino', true, casinoPage),
      section(paths.casinoTvbets, 'nav.tvGames', 'casino', true, casinoPage),
      {
        path: routePatterns.casinoPlay,
        handle: { crumb: 'nav.casino', guard: true } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/play-page')),
      },
      {
        path: paths.promotions,
        handle: { crumb: 'nav.promotions', slider: 'promotions', padding: true } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/promotions')),
      },
      {
        path: routePatterns.page,
        handle: { crumb: 'nav.page' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/content-page')),
      },
      {
        path: paths.callMeBack,
        handle: { crumb: 'nav.callMeBack' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/call-me-back')),
      },
      {
        path: paths.dashboard.root,
        handle: { crumb: 'nav.dashboard', guard: true } satisfies RouteHandle,
        lazy: lazyPage(() => import('./routes/dashboard/dashboard-layout')),
        children: [
          { index: true, lazy: lazyPage(() => import('./routes/dashboard/overview')) },
          dashboard('account', 'dashboard.account', () => import('./routes/dashboard/account')),
          dashboard(
            'phone-verification',
            'dashboard.phoneVerification',
            () => import('./routes/dashboard/phone-verification'),
          ),
          dashboard('deposit', 'dashboard.deposit', () =>
            payments().then((m) => ({ default: m.DepositPage })),
          ),
          dashboard('withdraw', 'dashboard.withdraw', () =>
            payments().then((m) => ({ default: m.WithdrawPage })),
          ),
          dashboard(
            'change-password',
            'dashboard.changePassword',
            () => import('./routes/dashboard/change-password'),
          ),
          dashboard('financial-activities', 'dashboard.financialActivities', () =>
            payments().then((m) => ({ default: m.FinancialActivitiesPage })),
          ),
          dashboard('game-history', 'dashboard.gameHistory', () => import('./routes/dashboard/game-history')),
          dashboard('my-bets', 'dashboard.myBets', () => import('./routes/dashboard/my-bets')),
          dashboard('claim-bonus', 'dashboard.claimBonus', () =>
            bonuses().then((m) => ({ default: m.ClaimBonusPage })),
          ),
          dashboard('bonuses', 'dashboard.bonuses', () =>
            bonuses().then((m) => ({ default: m.BonusesPage })),
          ),
          dashboard(
            'responsible-gaming',
            'dashboard.responsibleGaming',
            () => import('./routes/dashboard/responsible-gaming'),
          ),
          dashboard(
            'session-history',
            'dashboard.sessionHistory',
            () => import('./routes/dashboard/session-history'),
          ),
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => {
  keyHistoryEntries();
  return createBrowserRouter(routes);
};
