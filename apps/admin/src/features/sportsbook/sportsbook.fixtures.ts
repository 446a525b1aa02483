import type { AdminSportsBet, EventLiability } from '@lalebet/shared';
import type { LiabilityEvent } from './api/list-liability-events';

/** What the trading desk's endpoints answer, typed by the shared contract. */
export const bet = (over: Partial<AdminSportsBet> = {}): AdminSportsBet => ({
  id: 'b-1',
  customerId: 7,
  username: 'ayse7',
  kind: 'single',
  status: 'open',
  live: true,
  currency: 'TRY',
  stake: '250000',
  totalOdds: 2.1,
  potentialWin: '525000',
  payout: null,
  placedAt: '2026-12-06T20:00:00.000Z',
  settledAt: null,
  risks: [],
  legs: [
    {
      eventId: 'sr:match:1',
      eventName: 'Galatasaray - Fenerbahçe',
      sport: 'soccer',
      tournament: 'Süper Lig',
      marketId: 1,
      specifiers: '',
      marketName: 'Maç Sonucu',
      outcomeId: '1',
      outcomeName: 'Galatasaray',
      odds: 2.1,
      status: 'open',
      live: true,
    },
  ],
  allowedActions: [],
  ...over,
});

export const liabilityEvent = (over: Partial<LiabilityEvent> = {}): LiabilityEvent => ({
  eventId: 'sr:match:1',
  eventName: 'Galatasaray - Fenerbahçe',
  sport: 'soccer',
  tournament: 'Süper Lig',
  startTime: '2026-12-06T19:00:00.000Z',
  live: true,
  manual: false,
  stake: '1250000',
  liability: '3400000',
  openBets: 42,
  ...over,
});

export const eventLiability = (over: Partial<EventLiability> = {}): EventLiability => ({
  eventId: 'sr:match:1',
  eventName: 'Galatasaray - Fenerbahçe',
  sport: 'soccer',
  tournament: 'Süper Lig',
  status: 'live',
  live: true,
  manual: false,
  markets: [
    {
      marketId: 1,
      specifiers: '',
      name: 'Maç Sonucu',
      status: 'active',
      manual: false,
      outcomes: [
        {
          outcomeId: '1',
          name: 'Galatasaray',
          odds: 2.1,
          active: true,
          stake: '1000000',
          liability: '1100000',
        },
        { outcomeId: '2', name: 'Beraberlik', odds: 3.3, active: true, stake: '250000', liability: '575000' },
      ],
    },
    {
      marketId: 18,
      specifiers: 'total=2.5',
      name: 'Toplam Gol 2,5 Alt/Üst',
      status: 'suspended',
      manual: true,
      outcomes: [
        { outcomeId: '12', name: 'Üst', odds: null, active: false, stake: '50000', liability: '40000' },
      ],
    },
  ],
  ...over,
});

export const me = (permissions: string[]) => ({
  id: 1,
  username: 'trader1',
  roles: ['trading'],
  permissions,
});
