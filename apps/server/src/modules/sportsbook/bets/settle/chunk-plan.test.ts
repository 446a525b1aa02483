import { describe, expect, it } from 'vitest';
import { playerAccountKey } from '../../../../core/ledger/index.ts';
import { NOW, betRow as bet } from './bet-row.test-kit.ts';
import { type PlanInput, planChunk } from './chunk-plan.ts';
import type { MovingBet } from './chunk-sync.ts';
import type { Settlement } from './payout.ts';

const CASH = 100n;
const won = (payout: bigint) => ({ payout, capped: false, status: 'won' }) as Settlement;
const lost = { payout: 0n, capped: false, status: 'lost' } as Settlement;
const input = (moving: MovingBet[], available = 0n): PlanInput => ({
  moving,
  op: 'settle',
  now: NOW,
  active: new Set(),
  held: new Map([[playerAccountKey(7n, 'TRY'), { id: CASH, available }]]),
  accounts: new Map([['TRY', { openBets: 1n, house: 2n, bonusHouse: 3n, currency: 'TRY' }]]),
});

describe('planChunk', () => {
  it('settles an open bet: its payout to cash, one settle row, the bet won, and the win counted', () => {
    const plan = planChunk(input([{ bet: bet(), target: won(2_500n), legs: [] }]));
    expect(plan.credits).toEqual([expect.objectContaining({ cash: CASH, credited: 2_500n, generation: 1 })]);
    expect(plan.transfers.filter((t) => t.credit === CASH).reduce((s, t) => s + t.amount, 0n)).toBe(2_500n);
    expect(plan.rows).toEqual([expect.objectContaining({ generation: 1, kind: 'settle', payout: 2_500n })]);
    expect(plan.betUpdates).toEqual([
      expect.objectContaining({ status: 'won', payout: 2_500n, generation: 1 }),
    ]);
    expect(plan.wins).toEqual([{ customerId: 7n, currency: 'TRY', amount: 2_500n }]);
    expect(plan.changed[0]!.bet).toMatchObject({ status: 'won', payout: 25 });
    expect(plan.debts).toEqual([]);
  });

  it('corrects a won bet to lost: the payout reversed, what cash cannot give back a debt', () => {
    const held = input(
      [{ bet: bet({ status: 'won', payout: 2_500n, generation: 1 }), target: lost, legs: [] }],
      500n,
    );
    const plan = planChunk(held);
    expect(plan.rows.map((r) => [r.kind, r.generation])).toEqual([
      ['rollback', 1],
      ['settle', 2],
    ]);
    expect(plan.debts).toEqual([expect.objectContaining({ generation: 1, amount: 2_000n })]);
    expect(plan.wins[0]!.amount).toBe(-2_500n);
    // The tracked balances are the plan's own: the locked rows read are left as they were.
    expect(held.held.get(playerAccountKey(7n, 'TRY'))!.available).toBe(500n);
  });

  it('reopens a bet whose line was rolled back: reversed, no new generation posted', () => {
    const plan = planChunk(
      input([{ bet: bet({ status: 'won', payout: 2_500n, generation: 1 }), target: null, legs: [] }], 9_000n),
    );
    expect(plan.rows.map((r) => r.kind)).toEqual(['rollback']);
    expect(plan.betUpdates).toEqual([
      expect.objectContaining({ status: 'open', payout: null, generation: 1, settled_at: null }),
    ]);
    expect(plan.credits).toEqual([]);
  });
});
