import type { TransferSpec } from '../../../../core/ledger/index.ts';
import { bonusShare } from '../../../../core/bonus/index.ts';
import type { Settlement } from './payout.ts';
import { type SettleAccounts, reverseTransfers, settleTransfers } from './postings.ts';

/**
 * One bet's settlement money in its parts (docs/decisions/012-bonuses.md, "Sports bets"; 022):
 * a stake paid partly with bonus money settles as two parts, the cash part to cash and the bonus
 * part to the bonus balance while the bet's bonus is active, each part with the postings of
 * postings.ts. The bonus part's payout is its proportional share rounded down (the kuruş goes to
 * cash, core/bonus/spending.ts), as the casino pays a win. Once the bonus has ended, a win is all
 * cash (the casino's rule) but a refund (a void bet) returns the bonus part to the house bonus
 * account, as a casino rollback does: a stake of bonus money never comes back as cash unplayed.
 */

/** A player's account as the chunk tracks it: its id and what it holds now. */
export type Held = { id: bigint; available: bigint };

export type Sides = {
  cash: Held;
  /** The player's bonus account while the bet's bonus is active, else null. */
  bonus: Held | null;
};

export type MoneyBet = {
  id: string;
  total_stake: bigint;
  bonus_stake: bigint;
  payout: bigint | null;
  bonus_payout: bigint | null;
};

/** The new settlement's transfers and its bonus part's payout (null: all of it paid as cash). */
export function settleMoney(
  a: SettleAccounts,
  bet: MoneyBet,
  target: Settlement,
  generation: number,
  sides: Sides,
): { specs: TransferSpec[]; bonusPayout: bigint | null } {
  const base = { betId: bet.id, generation };
  const stake = bet.total_stake;
  const bonusStake = bet.bonus_stake;
  if (bonusStake > 0n && (sides.bonus || target.status === 'void')) {
    const share = bonusShare(target.payout, stake, bonusStake);
    const to = sides.bonus ?? { id: a.bonusHouse, available: 0n };
    const cashPart = target.payout - share;
    sides.cash.available += cashPart;
    to.available += share;
    return {
      specs: [
        ...settleTransfers(a, { ...base, stake: stake - bonusStake, payout: cashPart, cash: sides.cash.id }),
        ...settleTransfers(a, { ...base, stake: bonusStake, payout: share, cash: to.id, part: 'bonus' }),
      ],
      bonusPayout: share,
    };
  }
  sides.cash.available += target.payout;
  return {
    specs: settleTransfers(a, { ...base, stake, payout: target.payout, cash: sides.cash.id }),
    bonusPayout: null,
  };
}

/**
 * The compensating transfers of the recorded settlement, part by part; `debt` is what the
 * player's cash could not give back (ADR 022). The bonus part comes back from the bonus balance
 * while the bonus is active, up to what it holds; once the bonus has ended its money became cash
 * (conversion) or went to the house (expiry, forfeit), so the house bonus account gives it. What
 * the bonus balance cannot give is the house's, not a debt: bonus money is not owed as cash.
 */
export function reverseMoney(
  a: SettleAccounts,
  bet: MoneyBet,
  generation: number,
  sides: Sides,
): { specs: TransferSpec[]; debt: bigint } {
  const base = { betId: bet.id, generation };
  const payout = bet.payout!;
  const bonusPayout = bet.bonus_payout;
  const cashStake = bonusPayout === null ? bet.total_stake : bet.total_stake - bet.bonus_stake;
  const cashPayout = bonusPayout === null ? payout : payout - bonusPayout;
  const cash = reverseTransfers(
    a,
    { ...base, stake: cashStake, payout: cashPayout, cash: sides.cash.id },
    sides.cash.available,
  );
  sides.cash.available -= cashPayout - cash.debt;
  if (bonusPayout === null) return cash;
  const from = sides.bonus ?? { id: a.bonusHouse, available: bonusPayout };
  const bonus = reverseTransfers(
    a,
    { ...base, stake: bet.bonus_stake, payout: bonusPayout, cash: from.id, part: 'bonus' },
    from.available,
  );
  from.available -= bonusPayout - bonus.debt;
  return { specs: [...cash.specs, ...bonus.specs], debt: cash.debt };
}
