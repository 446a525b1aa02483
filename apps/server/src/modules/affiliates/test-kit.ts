import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import {
  DEFAULT_CURRENCY,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  resolveHold,
  transferId,
} from '../../core/ledger/index.ts';
import type { Database } from '../../db/database.ts';

/** Ledger fixtures for the affiliate feed's tests, posted with the shapes production posts. */

const base = { currency: DEFAULT_CURRENCY };
const id = (...parts: string[]) => transferId('affiliate-test', ...parts, randomUUID());

/**
 * One settled sports bet: the stake into open-bets, then payout P out of it as sink.ts posts it
 * (the kept stake moves open-bets -> house, naming only the bet in its metadata).
 */
export async function sportsBet(db: Kysely<Database>, customerId: bigint, stake: bigint, payout: bigint) {
  const betId = randomUUID();
  const now = new Date();
  await db
    .insertInto('sb_bet')
    .values({
      id: betId,
      customer_id: customerId,
      request_id: randomUUID(),
      request_hash: 'x',
      currency: DEFAULT_CURRENCY,
      kind: 'single',
      system_sizes: null,
      lines: 1,
      stake_per_line: stake,
      total_stake: stake,
      builder_odds_milli: null,
      odds_policy: 'none',
      status: payout > 0n ? 'won' : 'lost',
      potential_payout: payout,
      max_payout: 100_000_000n,
      payout,
      refusal: null,
      live: false,
      locale: 'tr',
      placed_at: now,
      decide_at: null,
      accepted_at: now,
      settled_at: now,
    })
    .execute();
  await db.transaction().execute(async (trx) => {
    const openBets = await ensureSystemAccount(trx, 'sportsbook', 'open-bets');
    const house = await ensureSystemAccount(trx, 'sportsbook', 'house');
    const cash = await ensurePlayerAccount(trx, customerId);
    const metadata = { betId };
    const settle = { ...base, code: 'sportsbook_settle', metadata };
    const released = payout < stake ? payout : stake;
    await postTransfers(trx, [
      {
        ...base,
        id: id('stake'),
        debit: cash,
        credit: openBets,
        amount: stake,
        code: 'sports_bet',
        metadata,
      },
      ...(released > 0n
        ? [{ ...settle, id: id('release'), debit: openBets, credit: cash, amount: released }]
        : []),
      ...(payout > stake
        ? [{ ...settle, id: id('win'), debit: house, credit: cash, amount: payout - stake }]
        : []),
      ...(payout < stake
        ? [{ ...settle, id: id('keep'), debit: openBets, credit: house, amount: stake - payout }]
        : []),
    ]);
  });
}

/** A withdrawal paid: the hold on the player's cash, then posted to the withdrawals account. */
export async function withdrawal(db: Kysely<Database>, customerId: bigint, amount: bigint) {
  await db.transaction().execute(async (trx) => {
    const cash = await ensurePlayerAccount(trx, customerId);
    const out = await ensureSystemAccount(trx, 'withdrawals', 'payouts');
    const hold = id('hold');
    await postTransfers(trx, [
      { ...base, id: hold, debit: cash, credit: out, amount, code: 'withdrawal_hold', phase: 'pending' },
    ]);
    await resolveHold(trx, { id: id('post'), pendingId: hold, action: 'post', code: 'withdrawal_post' });
  });
}

/** A chargeback recorded as the back office records it: a debit adjustment with that reason. */
export async function chargeback(db: Kysely<Database>, customerId: bigint, amount: bigint) {
  await db.transaction().execute(async (trx) => {
    const cash = await ensurePlayerAccount(trx, customerId);
    const house = await ensureSystemAccount(trx, 'adjustment', 'house');
    const metadata = { adjustmentId: '1', reasonCode: 'chargeback' };
    await postTransfers(trx, [
      { ...base, id: id('cb'), debit: cash, credit: house, amount, code: 'adjustment_debit', metadata },
    ]);
  });
}

/** Moves every posting of these players to `at` (the ledger is append-only, so its guard steps aside). */
export async function movePostings(db: Kysely<Database>, customerIds: bigint[], at: Date) {
  await db.transaction().execute(async (trx) => {
    await sql`alter table ledger_transfer disable trigger ledger_transfer_no_update`.execute(trx);
    await sql`update ledger_transfer t set created_at = ${at} where exists (
        select 1 from ledger_entry e join ledger_account a on a.id = e.account_id
        where e.transfer_id = t.id and a.customer_id in (${sql.join(customerIds)}))`.execute(trx);
    await sql`alter table ledger_transfer enable trigger ledger_transfer_no_update`.execute(trx);
  });
}

/**
 * What the feed must say for these players on [from, to), summed straight from the entries on
 * their own accounts (the feed reads the house side instead): a different path to the same money.
 */
export async function expectedFromEntries(db: Kysely<Database>, customerIds: bigint[], from: Date, to: Date) {
  const { rows } = await sql<Record<string, string>>`
    select
      coalesce(sum(e.amount) filter (where t.code = 'deposit'), 0)::text as deposits,
      coalesce(-sum(e.amount) filter (where t.code = 'withdrawal_post' and not e.pending), 0)::text as withdrawals,
      coalesce(-sum(e.amount) filter (where t.code like 'casino\\_%'), 0)::text as casino,
      coalesce(-sum(e.amount) filter (where t.code in ('sports_bet', 'sportsbook_settle')), 0)::text as sports,
      coalesce(sum(e.amount) filter (where t.code like 'bonus\\_%'), 0)::text as bonus,
      coalesce(-sum(e.amount) filter (where t.code = 'adjustment_debit'), 0)::text as chargebacks
    from ledger_entry e
      join ledger_account a on a.id = e.account_id
      join ledger_transfer t on t.id = e.transfer_id
    where a.customer_id in (${sql.join(customerIds)}) and t.created_at >= ${from} and t.created_at < ${to}`.execute(
    db,
  );
  const r = rows[0]!;
  const n = (k: string) => Number(r[k]);
  return {
    depositAmount: n('deposits'),
    withdrawalAmount: n('withdrawals'),
    casinoGgr: n('casino'),
    sportsGgr: n('sports'),
    bonusCost: n('bonus'),
    chargebacks: n('chargebacks'),
  };
}
