import { TransactionStatus } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;
const count = async (q: Promise<{ n: string | number | bigint }>) => Number((await q).n);

/** Withdrawals waiting for an operator's decision (Pending; those waiting for KYC are not ours yet). */
export function countWithdrawalsToReview(db: Db) {
  return count(
    db
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 2)
      .where('status', '=', TransactionStatus.Pending)
      .executeTakeFirstOrThrow(),
  );
}

export function countBonusClaimsPending(db: Db) {
  return count(
    db
      .selectFrom('customer_bonus')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  );
}

export function countKycReviews(db: Db) {
  return count(
    db
      .selectFrom('kyc_case')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'manual_review')
      .executeTakeFirstOrThrow(),
  );
}

export function countOpenProtectionFlags(db: Db) {
  return count(
    db
      .selectFrom('rg_flag')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reviewed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  );
}

/** Lift requests waiting for a staff decision (docs/decisions/033-lifting-and-withdraw-only.md). */
/** Broken audit-chain links raised by the sealing job: they stay until an auditor has seen them. */
export function countAuditChainAlarms(db: Db) {
  return count(
    db
      .selectFrom('security_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'audit.chain')
      .executeTakeFirstOrThrow(),
  );
}

export function countLiftRequestsPending(db: Db) {
  return count(
    db
      .selectFrom('rg_lift_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  );
}
