/**
 * The routes that take a parameter, as the router matches them; `paths` fills the same strings,
 * so a route and its links cannot drift apart.
 */
export const routePatterns = {
  sportsEvent: '/spor/mac/:eventId',
  casinoPlay: '/casino/play/:game',
  page: '/pages/:id',
} as const;

/** Every route of docs/product.md in one place; links never hand-build strings. */
export const paths = {
  home: '/',
  sports: '/spor',
  sportsFcg: '/spor/fcg',
  liveSports: '/livespor',
  liveSportsFcg: '/livespor/fcg',
  esports: '/esports',
  esportsBetco: '/esports/betco',
  /** One sports event with all its markets; ids are feed URNs (`sr:match:1`), hence encoded. */
  sportsEvent: (eventId: string) =>
    routePatterns.sportsEvent.replace(':eventId', () => encodeURIComponent(eventId)),
  /** Finished matches with their final scores (docs/decisions/064-sportsbook-results.md). */
  results: '/sonuclar',
  casinoSlot: '/casino/slot',
  casinoLive: '/casino/live',
  casinoGames: '/casino/games',
  casinoBingo: '/casino/bingo',
  casinoTvbets: '/casino/tvbets',
  casinoPlay: (encodedGame: string) => routePatterns.casinoPlay.replace(':game', () => encodedGame),
  promotions: '/promotions',
  page: (id: number | string) => routePatterns.page.replace(':id', () => String(id)),
  callMeBack: '/sizi-arayalim',
  dashboard: {
    root: '/dashboard',
    account: '/dashboard/account',
    phoneVerification: '/dashboard/phone-verification',
    deposit: '/dashboard/deposit',
    withdraw: '/dashboard/withdraw',
    changePassword: '/dashboard/change-password',
    financialActivities: '/dashboard/financial-activities',
    gameHistory: '/dashboard/game-history',
    claimBonus: '/dashboard/claim-bonus',
    bonuses: '/dashboard/bonuses',
    sessionHistory: '/dashboard/session-history',
    myBets: '/dashboard/my-bets',
    /** Limits, time-out, self-exclusion, reality check (docs/decisions/024-player-protection.md). */
    responsibleGaming: '/dashboard/responsible-gaming',
  },
} as const;

/** The terms text in the footer links here (docs/product.md §2). */
export const TERMS_PAGE_ID = 1;
