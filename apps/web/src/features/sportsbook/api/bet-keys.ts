/**
 * Query keys of the bet slip, My bets, coupons, the sportsbook settings and favourites. Bet names (event,
 * market, outcome) come in the reader's language at placement time, so no key holds the locale.
 */
export type BetListStatus = 'open' | 'settled';

export const betKeys = {
  all: ['sportsbook', 'bets'] as const,
  lists: ['sportsbook', 'bets', 'list'] as const,
  list: (status: BetListStatus, skip: number, take: number) =>
    ['sportsbook', 'bets', 'list', status, skip, take] as const,
  detail: (id: string) => ['sportsbook', 'bets', 'detail', id] as const,
  /** Under `all`, so a cash-out's refresh of the bets reads it again too. */
  cashoutAuto: (id: string) => ['sportsbook', 'bets', 'cashout-auto', id] as const,
  coupon: (code: string) => ['sportsbook', 'coupons', code] as const,
  settings: (usercode: string | null) => ['sportsbook', 'settings', usercode] as const,
  favourites: (usercode: string | null) => ['sportsbook', 'favourites', usercode] as const,
};
