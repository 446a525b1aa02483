import { describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../bets/place/fake-catalogue.test-kit.ts';
import { assess } from '../cashout/assess.ts';
import type { CashoutBet, CashoutLeg } from '../cashout/cashout.repository.ts';
import type { LineEntry } from './catalogue-store.ts';
import { reprice } from './margins.ts';

/** The desk's margin on a line (docs/decisions/087-margins-and-obvious-error.md). */
function lineOf(feed: number[]): LineEntry {
  return {
    marketId: 1,
    specifiers: '',
    producer: 3,
    feedStatus: 'active',
    status: 'active',
    version: 1,
    materialVersion: 1,
    suspensions: 0,
    lastTs: { 1: 0, 3: 0 },
    outcomes: new Map(feed.map((o, i) => [String(i + 1), { oddsMilli: o, active: true, feedMilli: o }])),
  };
}
const shown = (l: LineEntry) => [...l.outcomes.values()].map((o) => o.oddsMilli);
const book = (odds: number[]) => odds.reduce((s, o) => s + 1000 / o, 0);

describe('margins', () => {
  it('grows a whole book’s margin by the setting and keeps the ratios between its outcomes', () => {
    const feed = [1850, 3400, 4200];
    const line = lineOf(feed);
    expect(reprice(line, 1000)).toBe(true);
    const odds = shown(line);
    // Rounded down to the milli: the book grows by the setting, never by less.
    expect(book(odds) - book(feed)).toBeGreaterThanOrEqual(0.1);
    expect(book(odds) - book(feed)).toBeLessThan(0.1 + 0.003);
    odds.forEach((o, i) => expect(o / feed[i]!).toBeCloseTo(odds[0]! / feed[0]!, 3));
    expect(reprice(line, 0)).toBe(true);
    expect(shown(line)).toEqual(feed);
    expect(reprice(line, 0)).toBe(false);
  });

  it('lowers the margin with a negative setting, and never prices below 1.01', () => {
    const better = lineOf([1850, 3400, 4200]);
    reprice(better, -500);
    shown(better).forEach((o, i) => expect(o).toBeGreaterThan([1850, 3400, 4200][i]!));
    const short = lineOf([1030, 25_000]);
    reprice(short, 2000);
    expect(shown(short)[0]).toBe(1010);
    // A feed price already below the floor is left as the feed has it.
    const lower = lineOf([1005, 40_000]);
    reprice(lower, 2000);
    expect(shown(lower)[0]).toBe(1005);
  });

  it('leaves cash-out’s fair value on the feed’s prices', () => {
    const feed = [1030, 25_000];
    const margined = lineOf(feed);
    reprice(margined, 2000);
    const plain = new FakeCatalogue();
    plain.add('e1', feed);
    const desk = new FakeCatalogue();
    desk.add('e1', feed, { outcomes: margined.outcomes });
    const bet: CashoutBet = {
      id: 'b',
      customer_id: 1n,
      currency: 'TRY',
      kind: 'single',
      system_sizes: null,
      lines: 1,
      stake_per_line: 1000n,
      total_stake: 1000n,
      bonus_stake: 0n,
      max_payout: 10n ** 9n,
      potential_payout: 20_000n,
      status: 'open',
    };
    const leg: CashoutLeg = {
      leg_no: 1,
      event_id: 'e1',
      market_id: 1,
      specifiers: '',
      outcome_id: '2',
      odds_milli: 20_000,
      result: 'open',
      void_factor: null,
      dead_heat_factor: null,
      banker: false,
    };
    const opts = { marginBp: 500, switchedOff: false, now: Date.now() };
    const fair = assess(plain, bet, [leg], opts);
    expect(fair).toMatchObject({ ok: true });
    expect(assess(desk, bet, [leg], opts)).toEqual(fair);
    // The shown prices alone would give another value: the test can tell them apart.
    const shownOnly = new FakeCatalogue();
    shownOnly.add('e1', shown(margined));
    expect(assess(shownOnly, bet, [leg], opts)).not.toEqual(fair);
  });
});
