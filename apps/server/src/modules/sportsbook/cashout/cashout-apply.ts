import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { ensurePlayerAccount, ensureSystemAccount, postTransfers } from '../../../core/ledger/index.ts';
import { recordWins } from '../../../core/protection/index.ts';
import { collectDebts } from '../../../core/debts/index.ts';
import type { CashoutBet } from './cashout.repository.ts';
import { type Split, cashoutRecord, cashoutTransfers } from './money.ts';

/**
 * The effect of a cash-out once it is decided (docs/decisions/066-cash-out-pricing-and-locking.md
 * step 5-6), shared by the player's acceptance (cashout-accept.ts) and auto cash-out
 * (auto-cashout.ts, docs/decisions/074-auto-cash-out.md). The caller holds the bet row's lock and
 * has checked that `quoteId` was not used yet: the ledger transfers and the `sb_cashout` row are
 * keyed by it, so a second use fails instead of paying twice.
 */
export async function applyCashout(
  trx: Transaction<Database>,
  bet: CashoutBet,
  quoteId: string,
  split: Split,
  paid: bigint,
  now: Date,
): Promise<void> {
  await pay(trx, bet, quoteId, split.stakePart, paid);
  const { betSet, row } = cashoutRecord(bet, { quoteId, split, paid, now });
  await trx.insertInto('sb_cashout').values(row).execute();
  await trx.updateTable('sb_bet').set(betSet).where('id', '=', bet.id).execute();
}

/** The bet row is locked; postTransfers locks the player's cash account (ADR 066's lock order). */
async function pay(
  trx: Transaction<Database>,
  bet: CashoutBet,
  quoteId: string,
  stakePart: bigint,
  amount: bigint,
) {
  const accounts = {
    openBets: await ensureSystemAccount(trx, 'sportsbook', 'open-bets', bet.currency),
    house: await ensureSystemAccount(trx, 'sportsbook', 'house', bet.currency),
    cash: await ensurePlayerAccount(trx, bet.customer_id, bet.currency),
    currency: bet.currency,
  };
  await postTransfers(trx, cashoutTransfers(accounts, { quoteId, betId: bet.id, stakePart, amount }));
  // A credit pays an open debt first (docs/decisions/047-money-details.md), as a settlement's win.
  const owed = await collectDebts(trx, {
    customerId: bet.customer_id,
    currency: bet.currency,
    cash: accounts.cash,
    credited: amount,
    source: 'sportsbook',
    creditId: `sb-cashout|${quoteId}`,
  });
  if (owed) await postTransfers(trx, [owed.spec], { locked: true });
  // A cash-out pays like a settlement: it counts as a win in the loss window (ADR 024).
  await recordWins(trx, [{ customerId: bet.customer_id, currency: bet.currency, amount }]);
}
