import type { BetStateDto } from '@lalebet/shared';
import { type TransferSpec, playerAccountKey, playerBonusAccountKey } from '../../../../core/ledger/index.ts';
import { type BetRow, type LegRow, SETTLED } from './bet-target.ts';
import { type Held, type Sides, reverseMoney, settleMoney } from './bet-money.ts';
import type { Tied } from './bonus-wagering.ts';
import type { MovingBet } from './chunk-sync.ts';
import type { BetUpdate } from './chunk-writes.ts';
import type { CashCredit } from './collect-debts.ts';
import type { SettleAccounts } from './postings.ts';
import type { SettlementKind } from './settle.table.ts';

/** Which feed call is applying the line: names the settlement rows it writes. */
export type LineOp = 'settle' | 'rollback' | 'cancel' | 'rollback_cancel';
const FORWARD: Record<LineOp, SettlementKind> = {
  settle: 'settle',
  rollback: 'settle',
  cancel: 'cancel',
  rollback_cancel: 'settle',
};
const REVERSE: Record<LineOp, SettlementKind> = {
  settle: 'rollback',
  rollback: 'rollback',
  cancel: 'rollback',
  rollback_cancel: 'rollback_cancel',
};

export type Changed = { customerId: bigint; bet: BetStateDto };

/** What planChunk works from: the moving bets and what the chunk locked for them. */
export type PlanInput = {
  moving: MovingBet[];
  op: LineOp;
  now: Date;
  /** The bonuses of `moving` still active, locked. */
  active: ReadonlySet<bigint>;
  /** The players' cash and bonus accounts, locked, by account key (lockPlayers). */
  held: ReadonlyMap<string, Held>;
  /** The system accounts of each currency of `moving`. */
  accounts: ReadonlyMap<string, SettleAccounts>;
};

/** The chunk's money movements and writes, bet by bet in id order. */
export type ChunkPlan = {
  transfers: TransferSpec[];
  betUpdates: BetUpdate[];
  rows: { bet_id: string; generation: number; kind: SettlementKind; payout: bigint; created_at: Date }[];
  debts: { bet_id: string; generation: number; customer_id: bigint; amount: bigint; created_at: Date }[];
  /** Each moving bet's payout to cash (debts collect from it). */
  credits: CashCredit[];
  /** Moving bets tied to an active bonus: their wagering moves. */
  tied: Tied[];
  /** Payouts count as wins in the loss window; a correction counts the difference (ADR 024). */
  wins: { customerId: bigint; currency: string; amount: bigint }[];
  changed: Changed[];
};

const lira = (kurus: bigint | null) => (kurus == null ? null : Number(kurus) / 100);

/**
 * Pure: every moving bet's old generation reversed and the new one posted (docs/decisions/022-...),
 * with the rows that record it. The held balances it tracks are its own copies.
 */
export function planChunk(input: PlanInput): ChunkPlan {
  const held = new Map([...input.held].map(([key, h]) => [key, { ...h }]));
  const plan: ChunkPlan = {
    transfers: [],
    betUpdates: [],
    rows: [],
    debts: [],
    credits: [],
    tied: [],
    wins: [],
    changed: [],
  };
  for (const moving of input.moving) planBet(plan, input, moving, held);
  return plan;
}

function planBet(
  plan: ChunkPlan,
  input: PlanInput,
  { bet, target, legs }: MovingBet,
  held: Map<string, Held>,
) {
  const { op, now } = input;
  const active = bet.customer_bonus_id !== null && input.active.has(bet.customer_bonus_id);
  const accounts = input.accounts.get(bet.currency)!;
  const sides: Sides = {
    cash: held.get(playerAccountKey(bet.customer_id, bet.currency))!,
    bonus: active ? held.get(playerBonusAccountKey(bet.customer_id, bet.currency))! : null,
  };
  let generation = bet.generation;
  let bonusPayout: bigint | null = null;
  if (SETTLED.has(bet.status)) {
    const { specs, debt } = reverseMoney(accounts, bet, generation, sides);
    plan.transfers.push(...specs);
    plan.rows.push({ bet_id: bet.id, generation, kind: REVERSE[op], payout: bet.payout!, created_at: now });
    if (debt > 0n)
      plan.debts.push({
        bet_id: bet.id,
        generation,
        customer_id: bet.customer_id,
        amount: debt,
        created_at: now,
      });
  }
  if (target) {
    generation += 1;
    const settled = settleMoney(accounts, bet, target, generation, sides);
    plan.transfers.push(...settled.specs);
    bonusPayout = settled.bonusPayout;
    plan.credits.push({
      customerId: bet.customer_id,
      currency: bet.currency,
      cash: sides.cash.id,
      credited: settled.specs.reduce((sum, t) => (t.credit === sides.cash.id ? sum + t.amount : sum), 0n),
      betId: bet.id,
      generation,
    });
    plan.rows.push({ bet_id: bet.id, generation, kind: FORWARD[op], payout: target.payout, created_at: now });
  }
  const update: BetUpdate = target
    ? {
        id: bet.id,
        status: target.status,
        payout: target.payout,
        bonus_payout: bonusPayout,
        capped: target.capped,
        generation,
        settled_at: now,
      }
    : {
        id: bet.id,
        status: 'open',
        payout: null,
        bonus_payout: null,
        capped: false,
        generation,
        settled_at: null,
      };
  plan.betUpdates.push(update);
  if (active) plan.tied.push(tiedOf(bet, target, legs));
  plan.changed.push({
    customerId: bet.customer_id,
    bet: { id: bet.id, status: update.status, payout: lira(update.payout), refusal: null },
  });
  plan.wins.push({
    customerId: bet.customer_id,
    currency: bet.currency,
    amount: (target?.payout ?? 0n) - (SETTLED.has(bet.status) ? bet.payout! : 0n),
  });
}

/** What wagering needs of a moving bet tied to an active bonus (settle/bonus-wagering.ts). */
function tiedOf(bet: BetRow, target: MovingBet['target'], legs: LegRow[]): Tied {
  return {
    betId: bet.id,
    customerId: bet.customer_id,
    currency: bet.currency,
    bonusId: bet.customer_bonus_id!,
    stake: bet.total_stake,
    removed: SETTLED.has(bet.status) ? bet.wagering_counted : 0n,
    settled: target && {
      kind: bet.kind,
      systemSizes: bet.system_sizes,
      status: target.status,
      // A builder counts at its combined price, as one leg (ADR 072).
      legs:
        bet.builder_odds_milli === null
          ? legs.map((l) => ({ oddsMilli: l.odds_milli, void: l.result === 'void' }))
          : [{ oddsMilli: bet.builder_odds_milli, void: false }],
    },
  };
}
