import { describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../bets/place/fake-catalogue.test-kit.ts';
import { assess } from './assess.ts';
import type { CashoutBet, CashoutLeg } from './cashout.repository.ts';

/** Why a bet cannot be cashed out (docs/decisions/066-cash-out-pricing-and-locking.md), in order. */
const catalogue = new FakeCatalogue();
catalogue.add('e1');
catalogue.add('e2');
const now = Date.now();
const opts = { marginBp: 500, switchedOff: false, now };

const bet = (over: Partial<CashoutBet> = {}): CashoutBet => ({
  id: 'b',
  customer_id: 1n,
  currency: 'TRY',
  kind: 'multiple',
  system_sizes: null,
  lines: 1,
  stake_per_line: 1000n,
  total_stake: 1000n,
  bonus_stake: 0n,
  max_payout: 10n ** 9n,
  potential_payout: 3422n,
  status: 'open',
  ...over,
});
const leg = (event_id: string, over: Partial<CashoutLeg> = {}): CashoutLeg => ({
  leg_no: 1,
  event_id,
  market_id: 1,
  specifiers: '',
  outcome_id: '1',
  odds_milli: 1850,
  result: 'open',
  void_factor: null,
  dead_heat_factor: null,
  ...over,
});
const legs = [leg('e1'), leg('e2')];

describe('cash-out availability', () => {
  it('offers no cash-out on a builder bet (ADR 072)', () => {
    const builder = bet({ kind: 'builder' });
    expect(assess(catalogue, builder, [leg('e1'), leg('e1', { leg_no: 2, market_id: 18 })], opts)).toEqual({
      ok: false,
      reason: 'disabled',
    });
  });

  it('prices an open multiple on active markets', () => {
    expect(assess(catalogue, bet(), legs, opts)).toMatchObject({ ok: true });
  });

  it.each([
    ['live_delay', bet({ status: 'pending' }), legs, opts],
    ['bet_closed', bet({ status: 'won' }), legs, opts],
    ['bet_closed', bet({ status: 'cashed_out' }), legs, opts],
    ['bonus_stake', bet({ bonus_stake: 100n }), legs, opts],
    ['disabled', bet(), legs, { ...opts, switchedOff: true }],
    ['leg_void', bet(), [leg('e1', { result: 'void', void_factor: '1' }), leg('e2')], opts],
    ['leg_lost', bet(), [leg('e1', { result: 'lost' }), leg('e2')], opts],
    ['market_suspended', bet(), [leg('e1'), leg('gone')], opts],
    ['market_suspended', bet(), [leg('e1'), leg('e2', { outcome_id: '9' })], opts],
    // A pre-match line whose start has passed without the live producer is stale.
    ['market_suspended', bet(), legs, { ...opts, now: now + 2 * 3_600_000 }],
    ['bet_closed', bet(), [leg('e1', { result: 'won' }), leg('e2', { result: 'won' })], opts],
  ] as const)('%s', (reason, b, l, o) => {
    expect(assess(catalogue, b, [...l], o)).toEqual({ ok: false, reason });
  });

  it('a suspended market stops the quote', () => {
    const c = new FakeCatalogue();
    c.add('e1');
    c.add('e2');
    c.suspend('e2');
    expect(assess(c, bet(), legs, opts)).toEqual({ ok: false, reason: 'market_suspended' });
  });
});
