import {
  type InsertQueryBuilder,
  type InsertResult,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
  sql,
} from 'kysely';
import type { OddsChangePolicy } from '@lalebet/shared';
import type { Database } from '../../../db/database.ts';
import { deferred } from '../../../db/deferred.ts';
import { GENERIC_PLANS } from '../../../db/generic-plans.ts';
import { thenCommit } from '../../../db/then-commit.ts';
import { settingColumns } from '../../../db/transaction-settings.ts';
import {
  type TransferSpec,
  countPostedTransfers,
  ledgerErrorFrom,
  newTransfersInsert,
  ensurePlayerAccount,
  ensureSystemAccount,
  systemAccountKey,
} from '../../../core/ledger/index.ts';
import { learnAccountOwner } from '../../../infra/cache/ledger-writes.ts';
import type { UsageUpsert } from '../../../core/protection/index.ts';
import { pricedBetOf, pricedBetQuery } from './cashout.repository.ts';
import type { CashoutAccounts } from './money.ts';

/**
 * An acceptance's statements (docs/decisions/077-cash-out-statements.md): the bet's row lock and
 * the player's cash account lock, in that order (ADR 066), deferred, then one read of everything
 * the decision needs, then one write that the commit follows. The read starts once both locks
 * are held, so it sees every cash-out, settlement and debt committed before. The bet's lock also
 * sets generic plans (db/generic-plans.ts): re-planning the wide read cost the database about
 * 160 µs of each acceptance's 1,800.
 */

/** A system account's key for the bet row `b`'s currency: systemAccountKey's format, in SQL. */
const systemKeyOfBet = (name: string) =>
  sql<string>`${systemAccountKey('sportsbook', name, '')} || b.currency`;

export async function openAccept(
  trx: Transaction<Database>,
  customerId: bigint,
  betId: string,
  quoteId: string,
) {
  await deferred(
    trx,
    sql`select ${settingColumns(GENERIC_PLANS)} from sb_bet
      where id = ${betId} and customer_id = ${customerId} for update`,
  );
  await deferred(
    trx,
    sql`select 1 from ledger_account where customer_id = ${customerId} and kind = 'player'
      and currency = (select currency from sb_bet where id = ${betId}) for update`,
  );
  const account = (key: ReturnType<typeof systemKeyOfBet>) =>
    sql<bigint | null>`(select a.id from ledger_account a where a.key = ${key})`;
  const rows = await pricedBetQuery(trx, customerId, betId)
    .select([
      sql<
        bigint | null
      >`(select q.amount from sb_cashout_quote q where q.id = ${quoteId} and q.bet_id = b.id)`.as('quoted'),
      sql<Date | null>`(select q.expires_at from sb_cashout_quote q where q.id = ${quoteId} and q.bet_id = b.id)`.as(
        'expires_at',
      ),
      sql<string | null>`(select c.bet_id from sb_cashout c where c.quote_id = ${quoteId})`.as('done_bet'),
      sql<bigint | null>`(select c.amount from sb_cashout c where c.quote_id = ${quoteId})`.as('done_amount'),
      sql<boolean | null>`(select c.full from sb_cashout c where c.quote_id = ${quoteId})`.as('done_full'),
      sql<OddsChangePolicy | null>`(select s.odds_change from sb_settings s where s.customer_id = b.customer_id)`.as(
        'odds_change',
      ),
      account(systemKeyOfBet('open-bets')).as('open_bets_id'),
      account(systemKeyOfBet('house')).as('house_id'),
      sql<bigint | null>`(select a.id from ledger_account a
        where a.customer_id = b.customer_id and a.kind = 'player' and a.currency = b.currency)`.as('cash_id'),
      sql<boolean>`exists (select 1 from sb_bet_debt d where d.customer_id = b.customer_id and d.resolved_at is null)`.as(
        'owes',
      ),
    ])
    .execute();
  const priced = pricedBetOf(rows);
  if (!priced) return undefined;
  const r = priced.row;
  const id = (v: bigint | null) => (v === null ? null : BigInt(v));
  return {
    ...priced,
    quote: r.quoted === null ? null : { amount: BigInt(r.quoted), expiresAt: new Date(r.expires_at!) },
    done:
      r.done_bet === null
        ? null
        : { betId: r.done_bet, amount: BigInt(r.done_amount!), full: r.done_full === true },
    oddsChange: r.odds_change,
    accounts: { openBets: id(r.open_bets_id), house: id(r.house_id), cash: id(r.cash_id) },
    owes: r.owes,
  };
}

export type Opened = NonNullable<Awaited<ReturnType<typeof openAccept>>>;

/** The accounts the read found; one missing (a first cash-out in this currency) is made here. */
export async function accountsOf(trx: Transaction<Database>, opened: Opened): Promise<CashoutAccounts> {
  const { bet, accounts: a } = opened;
  const cash = a.cash ?? (await ensurePlayerAccount(trx, bet.customer_id, bet.currency));
  // The balance cache must know whose balance a posting to this account changes.
  learnAccountOwner(cash, bet.customer_id);
  return {
    openBets: a.openBets ?? (await ensureSystemAccount(trx, 'sportsbook', 'open-bets', bet.currency)),
    house: a.house ?? (await ensureSystemAccount(trx, 'sportsbook', 'house', bet.currency)),
    cash,
    currency: bet.currency,
  };
}

/**
 * The acceptance's write as one statement with the commit behind it: the transfers (their ids
 * derive from the quote, unseen under the bet's lock, so an id already recorded fails the
 * statement), the loss window's count, the bet's update and the cash-out's row.
 */
export async function writeAccept(
  trx: Transaction<Database>,
  w: {
    transfers: TransferSpec[];
    usage: UsageUpsert | undefined;
    bet: UpdateQueryBuilder<Database, 'sb_bet', 'sb_bet', UpdateResult>;
    cashout: InsertQueryBuilder<Database, 'sb_cashout', InsertResult>;
  },
): Promise<void> {
  const ctes = [
    ...(w.transfers.length ? [sql`legs as (${newTransfersInsert(trx, w.transfers, { strict: true })})`] : []),
    sql`bet_update as (${w.bet})`,
    ...(w.usage ? [sql`usage_upsert as (${w.usage})`] : []),
  ];
  try {
    await thenCommit(trx, sql`with ${sql.join(ctes)} ${w.cashout}`);
  } catch (err) {
    throw ledgerErrorFrom(err) ?? err;
  }
  countPostedTransfers(w.transfers.length);
}
