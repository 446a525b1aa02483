import {
  type BonusDefinitionAction,
  type BonusDefinitionTerms,
  bonusDefinitionCanonicalPayload,
} from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import { payloadHash } from '../../core/approvals/index.ts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a definition approval is bound to: sha256 of the action, its definition and the terms. */
export function definitionRequestHash(r: {
  action: BonusDefinitionAction;
  sourceId: number | null;
  terms: BonusDefinitionTerms;
}): string {
  return payloadHash(bonusDefinitionCanonicalPayload(r));
}

export async function insertDefinitionRequest(
  db: Db,
  row: {
    action: BonusDefinitionAction;
    source_id: number | null;
    terms: BonusDefinitionTerms;
    amount: bigint;
    payload_hash: string;
    status: 'pending';
    requested_by: bigint;
    requested_at: Date;
    expires_at: Date | null;
  },
): Promise<bigint> {
  const { id } = await db
    .insertInto('bonus_definition_request')
    .values({ ...row, terms: JSON.stringify(row.terms) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Requests with the names an approver reads: requester and decider. */
export function definitionRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('bonus_definition_request as q')
    .innerJoin('admin_user as r', 'r.id', 'q.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'q.decided_by')
    .selectAll('q')
    .select(['r.username as requester', 'd.username as decider'])
    .where('q.id', 'in', ids)
    .execute();
}

/** Players who could claim a definition today (each once): the liability's multiplier. */
export async function playerCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('customer')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Whether a definition already uses `code` (early feedback; the unique index decides). */
export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_definition')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}
