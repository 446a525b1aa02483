import { type TransferSpec, transferId } from '../../../../core/ledger/index.ts';

/**
 * The ledger transfers of one bet's settlement and of its reversal (docs/decisions/
 * 022-sportsbook-settlement-and-rounding.md; docs/sportsbook.md §7.2 "Settle, payout P"). Ids come from
 * (bet, generation, purpose), so a retry of the same step can never post twice.
 */

/** `bonusHouse`: the house bonus account (`bonus:house`), for bonus parts once their bonus ended. */
export type SettleAccounts = { openBets: bigint; house: bigint; bonusHouse: bigint; currency: string };
/**
 * One bet's money, or one part of it (ADR 012, "Sports bets"): `cash` is the account the payout
 * goes to (the player's cash, bonus account or the house bonus account), `part` names the bonus
 * part's transfers apart from the cash part's ('bonus' -> purpose 'bonus-release', ...).
 */
export type BetMoney = {
  betId: string;
  generation: number;
  stake: bigint;
  payout: bigint;
  cash: bigint;
  part?: string;
};

const CODE = 'sportsbook_settle';
const REVERSE_CODE = 'sportsbook_resettle';

/** One bet's transfers of one kind: ids derived from (bet, generation, purpose); zero amounts skipped. */
function collector(a: SettleAccounts, m: BetMoney, kind: string, code: string) {
  const specs: TransferSpec[] = [];
  const push = (what: string, debit: bigint, credit: bigint, amount: bigint) => {
    if (amount <= 0n) return;
    const purpose = m.part ? `${m.part}-${what}` : what;
    specs.push({
      id: transferId(kind, m.betId, m.generation, purpose),
      debit,
      credit,
      amount,
      currency: a.currency,
      code,
      metadata: { betId: m.betId, generation: m.generation, purpose },
    });
  };
  return { specs, push };
}

/** R = min(P, S) open-bets -> cash; P > S: house -> cash P - S; P < S: open-bets -> house S - P. */
export function settleTransfers(a: SettleAccounts, m: BetMoney): TransferSpec[] {
  const release = m.payout < m.stake ? m.payout : m.stake;
  const { specs, push } = collector(a, m, 'sb-settle', CODE);
  push('release', a.openBets, m.cash, release);
  push('win', a.house, m.cash, m.payout - m.stake);
  push('forfeit', a.openBets, a.house, m.stake - m.payout);
  return specs;
}

/**
 * The compensating transfers of a settlement (accounts swapped, same amounts), so the bet's stake
 * is back in open-bets. The player's cash gives back what it holds, up to the payout; the house
 * advances the rest to open-bets and that rest is the debt returned for the back office: a
 * correction never drives a player's balance below zero (ADR 022).
 */
export function reverseTransfers(
  a: SettleAccounts,
  m: BetMoney,
  available: bigint,
): { specs: TransferSpec[]; debt: bigint } {
  const release = m.payout < m.stake ? m.payout : m.stake;
  const win = m.payout > m.stake ? m.payout - m.stake : 0n;
  const has = available > 0n ? available : 0n;
  const takeRelease = release < has ? release : has;
  const takeWin = win < has - takeRelease ? win : has - takeRelease;
  const { specs, push } = collector(a, m, 'sb-reverse', REVERSE_CODE);
  push('release', m.cash, a.openBets, takeRelease);
  push('release-advance', a.house, a.openBets, release - takeRelease);
  push('win', m.cash, a.house, takeWin);
  push('forfeit', a.house, a.openBets, m.stake - m.payout);
  return { specs, debt: release - takeRelease + (win - takeWin) };
}
