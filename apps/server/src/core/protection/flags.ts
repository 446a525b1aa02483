import type { RiskFlagKind } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { audit } from '../audit.ts';

// Placeholder with the agreed signature: the integrator keeps the protection-limits version.
export async function raiseFlag(
  db: Kysely<Database> | Transaction<Database>,
  flag: {
    customerId: bigint;
    kind: RiskFlagKind;
    severity: 'weak' | 'strong';
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('rg_flag')
    .values({
      customer_id: flag.customerId,
      kind: flag.kind,
      severity: flag.severity,
      details: JSON.stringify(flag.details),
      created_at: clock.now(),
      reviewed_at: null,
      reviewed_by: null,
    })
    .execute();
  await audit(db, {
    actor: { kind: 'system', id: null },
    event: 'rg_flag_raised',
    meta: null,
    details: { customerId: String(flag.customerId), kind: flag.kind, severity: flag.severity },
  });
}
