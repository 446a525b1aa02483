import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bonusBalance, ledgerViolations } from '../../lib/ledger/index.ts';
import { call, signUp } from '../../test/accounts.ts';

/** Helpers for the bonus tests (not a test file itself). */

export const freshFingerprint = () => `fp-${randomBytes(6).toString('hex')}`;

export async function customerIdOf(db: Kysely<Database>, username: string): Promise<bigint> {
  const row = await db
    .selectFrom('customer')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-up customer whose phone counts as verified (the SMS flow has its own tests), on its own device. */
export async function verifiedPlayer(app: FastifyInstance, db: Kysely<Database>, verified = true) {
  const fingerprint = freshFingerprint();
  const player = await signUp(app, {}, { headers: { 'x-fingerprint': fingerprint } });
  const id = await customerIdOf(db, player.username);
  if (verified)
    await db.updateTable('customer').set({ phone_verified_at: new Date() }).where('id', '=', id).execute();
  const as = (url: string, body?: object, o: { fingerprint?: string; locale?: 'tr' | 'en' } = {}) =>
    call(app, url, body, {
      token: player.token,
      locale: o.locale ?? 'en',
      headers: { 'x-fingerprint': o.fingerprint ?? fingerprint },
    });
  return { ...player, id, fingerprint, as };
}

export const bonusKurus = (db: Kysely<Database>, id: bigint) => bonusBalance(db, id);

/** Every ledger invariant holds. */
export async function expectLedgerSound(db: Kysely<Database>): Promise<string[]> {
  return ledgerViolations(db);
}

export async function definitionId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('bonus_definition')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A confirmed deposit row, as a settled payment leaves it (the ledger side is not needed here). */
export async function deposited(db: Kysely<Database>, customerId: bigint, kurus: bigint): Promise<void> {
  const method = await db
    .selectFrom('payment_method')
    .select('id')
    .where('direction', '=', 1)
    .executeTakeFirstOrThrow();
  const now = new Date();
  await db
    .insertInto('payment')
    .values({
      customer_id: customerId,
      kind: 1,
      method_id: method.id,
      status: 1,
      amount: kurus,
      detail: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
