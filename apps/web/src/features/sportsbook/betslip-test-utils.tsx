import type { SportsBet } from '@lalebet/shared/sportsbook';
import { beforeAll, beforeEach } from 'vitest';
import { clearSession } from '@/stores/session';
import { closeDialogs } from '@/stores/dialogs';
import { setupI18nFor } from '@/test/render';
import { logIn } from '@/test/session';
import { oddsFormatStore } from './lib/odds-format-store';
import { oddsChangeStore } from './slip/slip-settings';
import { mockApi } from '@/test/mock-api';
import { slip, type SlipSelection } from './slip/slip-store';

export { bodiesFor, mockApi } from '@/test/mock-api';
export { renderRoute, renderWith, testClient } from '@/test/render';
export { logIn } from '@/test/session';

/** The slip's translations (with common) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('betslip', lng);

/** The module stores start empty for every test (local storage is cleared by the setup). */
export function resetSportsbook() {
  slip.clear();
  oddsChangeStore.set({ policy: 'higher' });
  oddsFormatStore.set({ format: 'decimal' });
  clearSession();
  closeDialogs();
}

/** A slip test file's hooks: Turkish once, empty stores (and, when `loggedIn`, a player) before each test. */
export function setUpSlipTests({ loggedIn = false } = {}) {
  beforeAll(() => setupI18n('tr'));
  beforeEach(() => {
    resetSportsbook();
    if (loggedIn) logIn();
  });
}

const TEAMS = [
  ['Galatasaray', 'Fenerbahçe'],
  ['Beşiktaş', 'Trabzonspor'],
  ['Başakşehir', 'Göztepe'],
  ['Samsunspor', 'Kasımpaşa'],
];

/** A 1X2 selection on match `n` (home win) at `odds`. */
export const selection = (n: number, odds: number, patch: Partial<SlipSelection> = {}): SlipSelection => {
  const [home, away] = TEAMS[n % TEAMS.length]!;
  return {
    eventId: `sr:match:${1000 + n}`,
    marketId: 1,
    specifiers: '',
    outcomeId: '1',
    odds,
    eventName: `${home} - ${away}`,
    marketName: 'Maç Sonucu',
    outcomeName: home!,
    live: false,
    active: true,
    ...patch,
  };
};

/** A bet as the API answers it. */
export const bet = (patch: Partial<SportsBet> = {}): SportsBet => ({
  id: 'B-1001',
  kind: 'single',
  system: null,
  status: 'open',
  stake: 10,
  stakePerLine: 10,
  totalOdds: 1.85,
  potentialWin: 18.5,
  payout: null,
  oddsChange: 'higher',
  placedAt: '2026-11-27T12:30:00.000Z',
  settledAt: null,
  refusal: null,
  misli: 1,
  openStake: 10,
  cashedOut: 0,
  legs: [
    {
      eventId: 'sr:match:1000',
      marketId: 1,
      specifiers: '',
      outcomeId: '1',
      odds: 1.85,
      result: 'open',
      eventName: 'Galatasaray - Fenerbahçe',
      marketName: 'Maç Sonucu',
      outcomeName: 'Galatasaray',
      sport: 'soccer',
      startTime: '2026-11-27T17:00:00.000Z',
      live: false,
      banker: false,
    },
  ],
  ...patch,
});

/**
 * A live selection in the slip, and a server that takes its bet as pending (B-LIVE) and answers
 * the bet's detail with whatever `answer` set last.
 */
export function serveLiveBet() {
  const pending = bet({ id: 'B-LIVE', status: 'pending' });
  let status = 'pending';
  mockApi({
    'POST sportsbook/bets': { data: pending },
    'GET sportsbook/bets/B-LIVE': () => ({ data: { ...pending, status } }),
  });
  slip.replace([selection(0, 1.85, { live: true })]);
  return { answer: (next: string) => (status = next) };
}
