import type { BetRow } from './bet-target.ts';

/** The clock the settlement unit tests read. */
export const NOW = new Date('2026-12-06T12:00:00Z');

/** An open 10 ₺ single of player 7, placed at NOW; `o` overrides any column. */
export const betRow = (o: Partial<BetRow> = {}): BetRow => ({
  id: '00000000-0000-0000-0000-000000000001',
  customer_id: 7n,
  currency: 'TRY',
  kind: 'single',
  system_sizes: null,
  builder_odds_milli: null,
  stake_per_line: 1_000n,
  total_stake: 1_000n,
  bonus_stake: 0n,
  customer_bonus_id: null,
  bonus_payout: null,
  wagering_counted: 0n,
  max_payout: 1_000_000n,
  status: 'open',
  payout: null,
  capped: false,
  generation: 0,
  placed_at: NOW,
  ...o,
});
