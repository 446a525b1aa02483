import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

export type RiskFlag = {
  customerId: bigint;
  /** RISK_FLAG_KINDS of @lalebet/shared (e.g. 'limit_80'). */
  kind: string;
  severity: 'weak' | 'strong';
  details: Record<string, unknown>;
};

/**
 * Raises a flag into the staff's RG queue (reference/backoffice-rg.md 5.2, rules 16 and 39).
 * Pass the transaction when the flag belongs to a decision, so it commits with it. A strong flag
 * blocks marketing until reviewed (read by the exclusions' isMarketable).
 */
export async function raiseFlag(db: Kysely<Database>, flag: RiskFlag): Promise<bigint> {
  const row = await db
    .insertInto('rg_flag')
    .values({
      customer_id: flag.customerId,
      kind: flag.kind,
      severity: flag.severity,
      details: JSON.stringify(flag.details),
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
