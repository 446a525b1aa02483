import { describe, expect, it } from 'vitest';
import { isNotifyMessage } from './hub-message';

const delta = {
  eventId: 'sr:match:1',
  status: 'live',
  live: {
    home: 2,
    away: 1,
    clock: '67:12',
    periods: [[1, 1] as [number, number], [1, 0] as [number, number]],
  },
  markets: [
    {
      id: 1,
      specifiers: '',
      status: 'active',
      version: 7,
      outcomes: [{ id: '1', odds: 1850, active: true }],
    },
  ],
};
const bet = { id: 'b-1', status: 'settled', payout: 37.5, refusal: null };

describe('isNotifyMessage for the sportsbook commands', () => {
  it('accepts well-formed Odds (with or without topics and a score) and Bet messages', () => {
    expect(isNotifyMessage({ command: 'Odds', message: delta })).toBe(true);
    expect(
      isNotifyMessage({ command: 'Odds', message: { ...delta, live: null }, topics: ['live:all'] }),
    ).toBe(true);
    expect(isNotifyMessage({ command: 'Odds', message: { ...delta, markets: [] } })).toBe(true);
    const coalesced = { ...delta, markets: [{ ...delta.markets[0]!, prev: 3 }] };
    expect(isNotifyMessage({ command: 'Odds', message: coalesced })).toBe(true);
    expect(isNotifyMessage({ command: 'Bet', message: bet })).toBe(true);
    expect(
      isNotifyMessage({ command: 'Bet', message: { ...bet, payout: null, refusal: 'odds_changed' } }),
    ).toBe(true);
  });

  it('refuses Odds and Bet messages of the wrong shape', () => {
    const market = delta.markets[0]!;
    for (const message of [
      { ...delta, eventId: 1 },
      { ...delta, live: { home: 1, away: 0, clock: '1', periods: [[1]] } },
      { ...delta, live: { ...delta.live, home: '1' } },
      { ...delta, markets: {} },
      { ...delta, markets: [{ ...market, version: '7' }] },
      { ...delta, markets: [{ ...market, prev: '3' }] },
      { ...delta, markets: [{ ...market, outcomes: [{ id: '1', odds: Number.NaN, active: true }] }] },
      { ...delta, markets: [{ ...market, outcomes: [{ id: 1, odds: 1850, active: true }] }] },
    ]) {
      expect(isNotifyMessage({ command: 'Odds', message })).toBe(false);
    }
    expect(isNotifyMessage({ command: 'Odds', message: delta, topics: 'live:all' })).toBe(false);
    expect(isNotifyMessage({ command: 'Odds', message: delta, topics: [1] })).toBe(false);
    for (const message of [
      { ...bet, id: 1 },
      { ...bet, payout: '37.5' },
      { ...bet, refusal: 0 },
      { id: 'b' },
    ]) {
      expect(isNotifyMessage({ command: 'Bet', message })).toBe(false);
    }
  });
});
