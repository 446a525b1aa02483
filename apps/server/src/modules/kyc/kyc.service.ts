import { type KycStatus, type KycStatusView, type Locale, kycDocumentsNotice } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin, AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { KycActorKind } from '../../core/kyc/kyc.table.ts';
import { kycThresholds, releaseKycHeldWithdrawals } from '../../core/kyc/index.ts';
import type { Database } from '../../db/database.ts';
import { type KycProvider, KycUnavailableError } from '../../infra/kyc/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { formatLira } from '../../lib/lira.ts';
import { forLog } from '../../lib/identity.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import type { StaffQueue } from '../../core/staff-queues.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { canTransition, startable } from './kyc.machine.ts';
import { ensureCase, findCase, hasConfirmedDeposit, lockCase, recordTransition } from './kyc.repository.ts';

export type KycContext = {
  db: Kysely<Database>;
  provider: KycProvider;
  log: FastifyBaseLogger;
  meta: RequestMeta | null;
  /** Where players and the provider reach this server. */
  publicBase: () => string;
  /** Tells the back office a work queue changed, after the commit (core/staff-queues.ts). */
  staffQueue: (queue: StaffQueue) => Promise<void>;
};

/**
 * The staff review lists are per status, so every committed transition changes them; an
 * approval that released held withdrawals changes the withdrawals queue too.
 */
export function kycQueuesChanged(ctx: KycContext, released: readonly bigint[]): void {
  fireAfterCommit(ctx.log, 'kyc', [
    () => ctx.staffQueue('kyc'),
    ...(released.length ? [() => ctx.staffQueue('withdrawals')] : []),
  ]);
}

type Actor = { kind: KycActorKind; id: bigint | null };

/**
 * Moves a locked case to `to` when the machine allows it: the row, the history line and the
 * audit row commit together; an approval releases the withdrawals held for it (core/kyc).
 */
export async function transition(
  trx: Kysely<Database>,
  meta: RequestMeta | null,
  kase: { customer_id: bigint; status: KycStatus },
  to: KycStatus,
  actor: Actor,
  reason: string | null,
): Promise<bigint[]> {
  if (!canTransition(kase.status, to, actor.kind)) throw new AppError('KYC_TRANSITION_INVALID');
  const at = clock.now();
  await recordTransition(trx, {
    customerId: kase.customer_id,
    from: kase.status,
    to,
    actor: actor.kind,
    actorId: actor.id,
    reason,
    at,
  });
  await audit(trx, {
    actor:
      actor.kind === 'admin' || actor.kind === 'customer'
        ? { kind: actor.kind, id: actor.id }
        : { kind: 'system', id: null },
    event: 'kyc_status_changed',
    meta,
    details: {
      customerId: String(kase.customer_id),
      from: kase.status,
      to,
      by: actor.kind,
      ...(reason ? { reason: forLog(reason, 200) } : {}),
    },
  });
  return to === 'approved' ? releaseKycHeldWithdrawals(trx, kase.customer_id) : [];
}

export async function kycView(
  db: Kysely<Database>,
  customerId: bigint,
  locale: Locale = 'tr',
): Promise<KycStatusView> {
  const [row, documents] = await Promise.all([
    findCase(db, customerId),
    documentsNotice(db, customerId, locale),
  ]);
  if (!row) return { status: 'not_started', verificationUrl: null, updatedAt: null, documents };
  const open = row.status === 'pending' || row.status === 'manual_review';
  return {
    status: row.status,
    verificationUrl: open ? row.verification_url : null,
    updatedAt: row.updated_at.toISOString(),
    documents,
  };
}

/** docs/rules.md R35: the documents that may be asked for and when, with the gate's own amounts. */
async function documentsNotice(db: Kysely<Database>, customerId: bigint, locale: Locale) {
  const [thresholds, deposited] = await Promise.all([kycThresholds(db), hasConfirmedDeposit(db, customerId)]);
  return kycDocumentsNotice(
    locale,
    {
      withdrawal: formatLira(thresholds.withdrawal, locale),
      deposits: formatLira(thresholds.deposit, locale),
    },
    !deposited,
  );
}

/**
 * Opens a hosted session with the provider (outside any transaction: it is a network call),
 * then records it. An open session is answered again rather than opening a second one.
 */
export async function startKyc(ctx: KycContext, customer: AuthenticatedCustomer): Promise<string> {
  const current = await findCase(ctx.db, customer.id);
  if (current?.status === 'pending' && current.verification_url) return current.verification_url;
  if (current && !startable(current.status)) throw new AppError('KYC_TRANSITION_INVALID');
  const base = ctx.publicBase();
  let session;
  try {
    session = await ctx.provider.start({
      customerId: String(customer.id),
      username: customer.username,
      locale: customer.locale,
      notifyUrl: `${base}/api/kyc/webhook`,
      returnUrl: `${base}/dashboard/account`,
    });
  } catch (err) {
    if (err instanceof KycUnavailableError) {
      ctx.log.warn({ err: err.message }, 'kyc: provider unavailable');
      throw new AppError('KYC_UNAVAILABLE');
    }
    throw err;
  }
  const url = await ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    await ensureCase(trx, customer.id, ctx.provider.name, now);
    const kase = (await lockCase(trx, customer.id))!;
    // A concurrent start won the race: answer its session.
    if (kase.status === 'pending' && kase.verification_url) return kase.verification_url;
    await trx
      .updateTable('kyc_case')
      .set({
        provider: ctx.provider.name,
        reference_id: session.referenceId,
        verification_url: session.verificationUrl,
        last_decision_at: null,
      })
      .where('customer_id', '=', customer.id)
      .execute();
    await transition(trx, ctx.meta, kase, 'pending', { kind: 'customer', id: customer.id }, null);
    return session.verificationUrl;
  });
  kycQueuesChanged(ctx, []);
  return url;
}

/** Staff decide by hand, with a reason; audited as the admin (kyc_decision and the change). */
export async function staffDecision(
  ctx: KycContext,
  admin: AuthenticatedAdmin,
  customerId: bigint,
  body: { status: 'approved' | 'rejected' | 'resubmission_requested'; reason: string },
): Promise<KycStatusView> {
  const released = await ctx.db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!exists) throw new AppError('NOT_FOUND');
    await ensureCase(trx, customerId, ctx.provider.name, clock.now());
    const kase = (await lockCase(trx, customerId))!;
    const actor = { kind: 'admin', id: admin.id } as const;
    const released = await transition(trx, ctx.meta, kase, body.status, actor, body.reason);
    // Provider deliveries decided before this override no longer count.
    await trx
      .updateTable('kyc_case')
      .set({ last_decision_at: clock.now() })
      .where('customer_id', '=', customerId)
      .execute();
    await audit(trx, {
      actor,
      event: 'kyc_decision',
      meta: ctx.meta,
      details: {
        customerId: String(customerId),
        from: kase.status,
        status: body.status,
        reason: forLog(body.reason, 200),
      },
    });
    return released;
  });
  kycQueuesChanged(ctx, released);
  return kycView(ctx.db, customerId, ctx.meta?.locale);
}
