import type { RiskFlagKind } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import { audit } from '../audit.ts';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

export type RiskFlag = {
  customerId: bigint;
  kind: RiskFlagKind;
  severity: 'weak' | 'strong';
  details: Record<string, unknown>;
};

/**
 * Raises a flag into the staff's RG queue (docs/rules.md R16 and R39).
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
  await audit(db, {
    actor: { kind: 'system', id: null },
    event: 'rg_flag_raised',
    meta: null,
    details: {
      customerId: String(flag.customerId),
      kind: flag.kind,
      severity: flag.severity,
    },
  });
  return row.id;
}
