import { type KycStatus, TransactionKind, TransactionStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { jurisdictionOf } from '../protection/jurisdiction.ts';
import { intOption, readOptions } from '../site-options.ts';

/**
 * The threshold-mode KYC gate (docs/rules.md R47, docs/decisions/026-kyc.md):
 * a withdrawal above `kyc_withdrawal_threshold` lira, or any withdrawal once lifetime confirmed
 * deposits exceed `kyc_deposit_threshold` lira, waits in WaitingForKyc until identity is
 * approved. The money stays held in the ledger the whole time (never back in the balance).
 * Shared by the payments module (asks) and the kyc module (releases), hence core/.
 */
export const KYC_WITHDRAWAL_THRESHOLD = 'kyc_withdrawal_threshold';
export const KYC_DEPOSIT_THRESHOLD = 'kyc_deposit_threshold';
const DEFAULTS = { withdrawal: 5_000, deposit: 20_000 } as const;
const MAX_LIRA = 1_000_000_000;

export type KycThresholds = { withdrawal: bigint; deposit: bigint };

/** The thresholds in kuruş; 0 gates every withdrawal (or every depositor). */
export async function kycThresholds(db: Kysely<Database>): Promise<KycThresholds> {
  const o = await readOptions(db, [KYC_WITHDRAWAL_THRESHOLD, KYC_DEPOSIT_THRESHOLD]);
  const lira = (key: string, fallback: number) => BigInt(intOption(o, key, fallback, 0, MAX_LIRA)) * 100n;
  return {
    withdrawal: lira(KYC_WITHDRAWAL_THRESHOLD, DEFAULTS.withdrawal),
    deposit: lira(KYC_DEPOSIT_THRESHOLD, DEFAULTS.deposit),
  };
}

/**
 * The customer's KYC status, read with a share lock inside the caller's transaction: an approval
 * (which updates the row and releases held withdrawals in one transaction) either committed
 * before, and this sees `approved`, or waits for the caller, and then releases its new row too.
 */
export async function lockedKycStatus(trx: Kysely<Database>, customerId: bigint): Promise<KycStatus> {
  const row = await trx
    .selectFrom('kyc_case')
    .select('status')
    .where('customer_id', '=', customerId)
    .forShare()
    .executeTakeFirst();
  return row?.status ?? 'not_started';
}

/** True when this withdrawal must wait for identity verification. Call inside the withdrawal's transaction. */
export async function withdrawalWaitsForKyc(
  trx: Kysely<Database>,
  customerId: bigint,
  amount: bigint,
  thresholds: KycThresholds,
): Promise<boolean> {
  if ((await lockedKycStatus(trx, customerId)) === 'approved') return false;
  // UK mode: identity was required before the first deposit, so a withdrawal never waits for it
  // (docs/rules.md R36, LC 17); a case that lapsed since is for staff to follow up, not a reason to hold.
  const country = await trx
    .selectFrom('customer')
    .innerJoin('country', 'country.id', 'customer.country_id')
    .select('country.code')
    .where('customer.id', '=', customerId)
    .executeTakeFirst();
  if (country && jurisdictionOf(country.code).identityBeforePlay) return false;
  if (amount > thresholds.withdrawal) return true;
  const row = await trx
    .selectFrom('payment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), eb.val(0n)).as('total'))
    .where('customer_id', '=', customerId)
    .where('kind', '=', TransactionKind.Deposit)
    .where('status', '=', TransactionStatus.Confirmed)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0) > thresholds.deposit;
}

/**
 * Identity approved: the customer's WaitingForKyc withdrawals join the normal review queue
 * (Pending). Runs in the approval's transaction. Answers the ids moved.
 */
export async function releaseKycHeldWithdrawals(
  trx: Kysely<Database>,
  customerId: bigint,
): Promise<bigint[]> {
  const rows = await trx
    .updateTable('payment')
    .set({ status: TransactionStatus.Pending, updated_at: clock.now() })
    .where('customer_id', '=', customerId)
    .where('kind', '=', TransactionKind.Withdraw)
    .where('status', '=', TransactionStatus.WaitingForKyc)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** How many withdrawals of each customer wait for KYC (the staff queue shows it). */
export async function heldWithdrawalCounts(
  db: Kysely<Database>,
  customerIds: readonly bigint[],
): Promise<Map<bigint, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment')
    .select(['customer_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('customer_id', 'in', customerIds)
    .where('kind', '=', TransactionKind.Withdraw)
    .where('status', '=', TransactionStatus.WaitingForKyc)
    .groupBy('customer_id')
    .execute();
  return new Map(rows.map((r) => [r.customer_id, Number(r.n)]));
}
