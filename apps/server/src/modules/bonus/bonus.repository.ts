import type { BonusKind, CustomerBonusStatus } from '@lalebet/shared';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { REFERRAL_WITHHELD_REASON } from '../../core/bonus/index.ts';
import type { BonusDefinitionTable, CustomerBonusTable } from './bonus.table.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type DefinitionRow = Selectable<BonusDefinitionTable>;
export type CustomerBonusRow = Selectable<CustomerBonusTable>;

/** Enabled definitions in the operator's order. */
export function listEnabledDefinitions(db: Db) {
  return db
    .selectFrom('bonus_definition')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findDefinition(db: Db, id: number) {
  return db.selectFrom('bonus_definition').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled trial definition (the first by sort when an operator made several). */
export function findTrialDefinition(db: Db) {
  return db
    .selectFrom('bonus_definition')
    .selectAll()
    .where('kind', '=', 'trial' satisfies BonusKind)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
}

/** Every bonus of a customer, newest first. */
export function listCustomerBonuses(db: Db, customerId: bigint) {
  return db
    .selectFrom('customer_bonus')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Inserts a claim, or nothing when a unique index refuses it (one open bonus per customer, one
 * claim per definition): concurrent claims wait on the index and all but one get null.
 */
export async function insertCustomerBonus(
  trx: Transaction<Database>,
  row: {
    customer_id: bigint;
    definition_id: number;
    status: 'pending' | 'active';
    amount: bigint;
    wagering_required: bigint;
    source_payment_id: bigint | null;
    granted_at: Date | null;
    expires_at: Date | null;
    period: string;
    now: Date;
  },
): Promise<CustomerBonusRow | null> {
  const { now, ...values } = row;
  const made = await trx
    .insertInto('customer_bonus')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return made ?? null;
}

/** The row, locked until the transaction ends: every status change of a bonus goes through this. */
export function lockCustomerBonus(trx: Transaction<Database>, id: bigint) {
  return trx.selectFrom('customer_bonus').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setBonusStatus(
  trx: Transaction<Database>,
  id: bigint,
  from: CustomerBonusStatus,
  set: Partial<Omit<CustomerBonusRow, 'id' | 'customer_id' | 'definition_id' | 'created_at'>> & {
    status: CustomerBonusStatus;
    updated_at: Date;
  },
): Promise<CustomerBonusRow> {
  return trx
    .updateTable('customer_bonus')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The back-office queue: bonuses in one status, oldest first. */
export function listBonusClaims(db: Db, status: CustomerBonusStatus, skip: number, take: number) {
  return db
    .selectFrom('customer_bonus as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('bonus_definition as d', 'd.id', 'b.definition_id')
    .select([
      'b.id',
      'c.username',
      'b.definition_id',
      'd.title_tr',
      'd.title_en',
      'd.kind',
      'b.status',
      'b.amount',
      'b.created_at',
      'b.reason_text',
      (eb) =>
        eb
          .selectFrom('bonus_risk_flag as f')
          .select(sql<string | null>`string_agg(distinct f.kind, ',')`.as('k'))
          .whereRef('f.customer_bonus_id', '=', 'b.id')
          .as('risk_flags'),
    ])
    .where('b.status', '=', status)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .offset(skip)
    .limit(take)
    .execute();
}

/** What the claim rules need to know about the customer. */
export function claimantOf(db: Db, customerId: bigint) {
  return db
    .selectFrom('customer')
    .select(['id', 'phone', 'phone_verified_at', 'created_at'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** How many deposits of the customer were confirmed (first-deposit offers need exactly one). */
export async function confirmedDepositCount(db: Db, customerId: bigint): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('kind', '=', 1)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest confirmed deposit (kuruş, id and its ledger credit), or undefined. */
export function latestConfirmedDeposit(db: Db, customerId: bigint) {
  return db
    .selectFrom('payment')
    .select(['id', 'amount', 'settle_transfer_id'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 1)
    .where('status', '=', 1)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Whether a deposit is still untouched (ADR 016): the cash account has no debit entry after the
 * deposit's credit entry (no bet, no withdrawal hold), and its spendable balance is at least the
 * deposit. Entry ids order the account's history; a deposit without a ledger credit is not untouched.
 */
export async function depositUntouched(
  db: Db,
  customerId: bigint,
  deposit: { amount: bigint; settle_transfer_id: string | null },
): Promise<boolean> {
  if (!deposit.settle_transfer_id) return false;
  const { rows } = await sql<{ credited: boolean; touched: boolean; available: string | bigint | null }>`
    with cash as (
      select id, credits_posted - debits_posted - debits_pending as available
      from ledger_account where customer_id = ${customerId} and kind = 'player' and currency = 'TRY'),
    dep as (
      select e.id from ledger_entry e join cash on e.account_id = cash.id
      where e.transfer_id = ${deposit.settle_transfer_id} and e.amount > 0)
    select exists (select 1 from dep) as credited,
      exists (select 1 from ledger_entry e join cash on e.account_id = cash.id
              where e.amount < 0 and e.id > (select min(id) from dep)) as touched,
      (select available from cash) as available`.execute(db);
  const row = rows[0];
  if (!row?.credited || row.touched) return false;
  return BigInt(row.available ?? 0) >= deposit.amount;
}

/** Locks the customer's cash account row: a claim re-checks its deposit while no bet or hold can post. */
export async function lockCashAccount(trx: Transaction<Database>, customerId: bigint): Promise<void> {
  await trx
    .selectFrom('ledger_account')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'player')
    .forUpdate()
    .execute();
}

/**
 * The oldest player this referrer brought in whose first deposit is confirmed and who has not
 * earned the referrer this definition yet (its claim period is 'ref:<referred id>'), or undefined.
 */
export async function unrewardedReferral(db: Db, referrerId: bigint, definitionId: number) {
  const row = await db
    .selectFrom('customer as c')
    .select('c.id')
    .where('c.referred_by', '=', referrerId)
    .where('c.id', '<>', referrerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment as p')
          .select('p.id')
          .whereRef('p.customer_id', '=', 'c.id')
          .where('p.kind', '=', 1)
          .where('p.status', '=', 1),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('customer_bonus as b')
            .select('b.id')
            .where('b.customer_id', '=', referrerId)
            .where('b.definition_id', '=', definitionId)
            // A reward withheld during a block is never claimable later (core/bonus/referral.ts).
            .where((w) =>
              w.or([w('b.status', '<>', 'rejected'), w('b.reason_text', '=', REFERRAL_WITHHELD_REASON)]),
            )
            .where('b.period', '=', sql<string>`'ref:' || c.id`),
        ),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirst();
  return row?.id;
}

/** Net casino loss in kuruş since `since`: cash staked minus cash won and rolled back. */
export async function netCasinoLoss(db: Db, customerId: bigint, since: Date, until: Date): Promise<bigint> {
  const { rows } = await sql<{ loss: string | bigint | null }>`
    select coalesce(sum(case when t.debit_account_id = a.id then t.amount else -t.amount end), 0) as loss
    from ledger_account a join ledger_transfer t on (t.debit_account_id = a.id or t.credit_account_id = a.id)
    where a.customer_id = ${customerId} and a.kind = 'player'
      and t.code in ('casino_bet', 'casino_win', 'casino_rollback') and t.phase = 'posted'
      and t.created_at >= ${since} and t.created_at < ${until}`.execute(db);
  return BigInt(rows[0]?.loss ?? 0);
}

/** Claims the trial bonus for this person: false when the customer or the phone number already has one. */
export async function insertTrialClaim(
  trx: Transaction<Database>,
  row: {
    customer_id: bigint;
    phone: string;
    fingerprint: string | null;
    customer_bonus_id: bigint;
    created_at: Date;
  },
): Promise<boolean> {
  const made = await trx
    .insertInto('trial_bonus_claim')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return !!made;
}

/**
 * Records a risk flag on a trial claim whose device fingerprint other accounts' trial claims used
 * (ADR 016: many people share a phone model, so this is for the operator, never a refusal).
 */
export async function flagSharedFingerprint(
  trx: Transaction<Database>,
  claim: { customer_id: bigint; customer_bonus_id: bigint; fingerprint: string; created_at: Date },
): Promise<number> {
  const others = await trx
    .selectFrom('trial_bonus_claim')
    .select('customer_id')
    .where('fingerprint', '=', claim.fingerprint)
    .where('customer_id', '<>', claim.customer_id)
    .orderBy('created_at')
    .limit(20)
    .execute();
  if (!others.length) return 0;
  await trx
    .insertInto('bonus_risk_flag')
    .values(
      others.map((o) => ({
        customer_id: claim.customer_id,
        customer_bonus_id: claim.customer_bonus_id,
        kind: 'sharedFingerprint' as const,
        other_customer_id: o.customer_id,
        detail: claim.fingerprint.slice(0, 200),
        created_at: claim.created_at,
      })),
    )
    .execute();
  return others.length;
}
