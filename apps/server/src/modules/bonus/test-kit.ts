import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  DEFAULT_CURRENCY,
  bonusBalance,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';

/** Helpers for the bonus tests (not a test file itself). */

export const freshFingerprint = () => `fp-${randomBytes(6).toString('hex')}`;

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

export async function definitionId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('bonus_definition')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

let seq = 0;
const testTransferId = (what: string) => transferId('bonus-test', what, process.pid, Date.now(), ++seq);

/**
 * A confirmed deposit as the webhook leaves it: the payment row and its ledger credit
 * (gateway -> player) as its settle transfer. Returns the payment id.
 */
export async function deposited(db: Kysely<Database>, customerId: bigint, kurus: bigint): Promise<bigint> {
  const method = await db
    .selectFrom('payment_method')
    .select('id')
    .where('direction', '=', 1)
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const payment = await trx
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
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = testTransferId('deposit');
    const player = await ensurePlayerAccount(trx, customerId);
    const gateway = await ensureSystemAccount(trx, 'gateway', 'bonus-test');
    await postTransfers(trx, [
      { id, debit: gateway, credit: player, amount: kurus, currency: DEFAULT_CURRENCY, code: 'deposit' },
    ]);
    await trx.updateTable('payment').set({ settle_transfer_id: id }).where('id', '=', payment.id).execute();
    return payment.id;
  });
}

/** A lost casino stake from the cash account, as the seamless wallet posts it (player -> provider). */
export async function staked(db: Kysely<Database>, customerId: bigint, kurus: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const player = await ensurePlayerAccount(trx, customerId);
    const provider = await ensureSystemAccount(trx, 'provider', 'bonus-test');
    await postTransfers(trx, [
      {
        id: testTransferId('bet'),
        debit: player,
        credit: provider,
        amount: kurus,
        currency: DEFAULT_CURRENCY,
        code: 'casino_bet',
      },
    ]);
  });
}

/**
 * A second bonus manager decides a definition request
 * (docs/decisions/042-bonus-definitions-four-eyes.md): reads its hash from their approvals
 * inbox, as the back office does, and approves exactly that. Returns the answer.
 */
export async function approveDefinitionRequest(app: FastifyInstance, token: string, requestId: number) {
  const inbox = await call(app, 'admin/approvals?take=100', undefined, { token });
  const item = inbox
    .json<{ data: { items: { kind: string; id: number; payloadHash: string }[] } }>()
    .data.items.find((i) => i.kind === 'bonus_definition' && i.id === requestId);
  if (!item) throw new Error(`definition request ${requestId} is not in the approver's inbox: ${inbox.body}`);
  return call(
    app,
    `admin/bonusdefinitionrequests/${requestId}/approve`,
    { payloadHash: item.payloadHash },
    { token },
  );
}

/** Asks with `asker` and has `approver` approve: the definition id (created or resumed). */
export async function viaApproval(
  app: FastifyInstance,
  asked: { statusCode: number; body: string; json: () => { data: { requestId: number } } },
  approver: string,
): Promise<number> {
  if (asked.statusCode !== 200) throw new Error(`definition request: ${asked.statusCode} ${asked.body}`);
  const res = await approveDefinitionRequest(app, approver, asked.json().data.requestId);
  if (res.statusCode !== 200) throw new Error(`definition approval: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { definitionId: number } }>().data.definitionId;
}
