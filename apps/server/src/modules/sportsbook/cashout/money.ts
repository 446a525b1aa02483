import { type TransferSpec, transferId } from '../../../core/ledger/index.ts';

/**
 * A cash-out's money (docs/decisions/066-cash-out-pricing-and-locking.md; docs/sportsbook.md
 * §7.2 with P = the amount paid): the stake part it takes out of the bet leaves open-bets,
 * A = min(amount, part) to the player; amount > part: the rest from the house; amount < part:
 * the rest of the part to the house. Ids derive from the quote, which pays at most once.
 */
export type CashoutAccounts = { openBets: bigint; house: bigint; cash: bigint; currency: string };

const CODE = 'sportsbook_cashout';

export function cashoutTransfers(
  a: CashoutAccounts,
  m: { quoteId: string; betId: string; stakePart: bigint; amount: bigint },
): TransferSpec[] {
  const specs: TransferSpec[] = [];
  const push = (purpose: string, debit: bigint, credit: bigint, amount: bigint) => {
    if (amount <= 0n) return;
    specs.push({
      id: transferId('sb-cashout', m.quoteId, purpose),
      debit,
      credit,
      amount,
      currency: a.currency,
      code: CODE,
      metadata: { betId: m.betId, quoteId: m.quoteId, purpose },
    });
  };
  push('release', a.openBets, a.cash, m.amount < m.stakePart ? m.amount : m.stakePart);
  push('win', a.house, a.cash, m.amount - m.stakePart);
  push('forfeit', a.openBets, a.house, m.stakePart - m.amount);
  return specs;
}

export type Split =
  { full: true; stakePart: bigint } | { full: false; stakePart: bigint; stakePerLine: bigint };

/**
 * What cashing out `amount` of a bet worth `value` takes out of its stake. Partial: the bet keeps
 * the fraction 1 - amount/value of its stake per line, rounded down to the kuruş (every line
 * keeps the same stake, so settlement settles the rest as any bet); the stake part is the rest.
 * A remainder under 1 kuruş a line is no bet: that is a full cash-out.
 */
export function splitStake(
  bet: { stake_per_line: bigint; lines: number; total_stake: bigint },
  amount: bigint,
  value: bigint,
): Split {
  if (amount <= 0n || value <= 0n || amount > value) throw new Error('cash-out amount out of range');
  const kept = (bet.stake_per_line * (value - amount)) / value;
  if (amount === value || kept === 0n) return { full: true, stakePart: bet.total_stake };
  return { full: false, stakePart: bet.total_stake - kept * BigInt(bet.lines), stakePerLine: kept };
}

/**
 * What a cash-out writes besides the money, for the player's acceptance and auto cash-out alike:
 * the bet's new state (closed, or its stake per line cut and its potential payout scaled) and
 * the `sb_cashout` row keyed by the quote.
 */
export function cashoutRecord(
  bet: { id: string; potential_payout: bigint; stake_per_line: bigint },
  m: { quoteId: string; split: Split; paid: bigint; now: Date },
) {
  const { split, paid, now } = m;
  const betSet = split.full
    ? { status: 'cashed_out' as const, payout: paid, settled_at: now }
    : {
        open_stake_per_line: split.stakePerLine,
        potential_payout: (bet.potential_payout * split.stakePerLine) / bet.stake_per_line,
      };
  const row = {
    quote_id: m.quoteId,
    bet_id: bet.id,
    amount: paid,
    stake_part: split.stakePart,
    full: split.full,
    created_at: now,
  };
  return { betSet, row };
}
