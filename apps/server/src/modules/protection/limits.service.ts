import type { Kysely, Transaction } from 'kysely';
import { type SetLimitRequest, type SetLimitResponse, toMinor } from '@lalebet/shared';
import { audit } from '../../core/audit.ts';
import {
  CONFIRM_WINDOW_HOURS,
  protectionPolicy,
  customerJurisdiction,
  openContactTaskIfHigh,
  swedishAvailableAt,
} from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import {
  closeRequest,
  depositLimitsOf,
  insertRequest,
  lapsedRequests,
  lockOwnLimit,
  lockPendingOf,
  lockRequest,
  writeLimit,
} from './limits.repository.ts';

/** What the limit services need from the server (docs/decisions/024-player-protection.md). */
export type ProtectionCtx = { db: Kysely<Database>; meta: RequestMeta | null };

type Change = { kind: SetLimitRequest['kind']; period: SetLimitRequest['period']; value: bigint | null };

/** Minutes for the session limit, kuruş for money limits; null removes. */
export function valueOf(body: SetLimitRequest): bigint | null {
  if (body.kind === 'session') return body.minutes == null ? null : BigInt(body.minutes);
  if (body.amount == null) return null;
  const minor = toMinor(body.amount);
  if (minor === null || minor <= 0n) throw new AppError('VALIDATION_FAILED');
  return minor;
}

const shown = (c: Change) => (c.value === null ? null : String(c.value));
const player = (customerId: bigint, meta: RequestMeta | null) => ({
  actor: { kind: 'customer' as const, id: customerId },
  meta,
});

/**
 * docs/rules.md R9-R11: lowering or adding applies at once; raising or
 * removing waits for the cooling-off period and the player's confirmation, and lapses 7 days after
 * it became confirmable. A new change of the same limit replaces a pending one.
 */
export async function setLimit(
  ctx: ProtectionCtx,
  customerId: bigint,
  body: SetLimitRequest,
): Promise<SetLimitResponse> {
  const change: Change = { kind: body.kind, period: body.period, value: valueOf(body) };
  const { coolingOffHours, timeZone } = await protectionPolicy(ctx.db);
  const { swedishRules } = await customerJurisdiction(ctx.db, customerId);
  // docs/rules.md R14 (SE): a new deposit limit or a raise that lets more than the threshold through.
  const seContact = (trx: Transaction<Database>, pending: boolean) =>
    swedishRules && change.kind === 'deposit' ? contactIfHigh(trx, customerId, change, pending) : null;
  return ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const own = await lockOwnLimit(trx, customerId, change.kind, change.period, 'player');
    await cancelPending(trx, ctx, customerId, change, now);
    const details = {
      customerId: String(customerId),
      kind: change.kind,
      period: change.period,
      value: shown(change),
    };
    const lowerOrNew = change.value !== null && (!own || change.value <= own.value);
    if (lowerOrNew || (change.value === null && !own)) {
      if (change.value !== null) await writeLimit(trx, customerId, change, { by: 'player' }, now);
      await audit(trx, { ...player(customerId, ctx.meta), event: 'rg_limit_set', details });
      if (!own && change.value !== null) await seContact(trx, false);
      return { applied: true, effectiveAt: now.toISOString(), requestId: null };
    }
    // SE: 72 h and not before the running period ends (docs/rules.md R10).
    const availableAt = swedishRules
      ? swedishAvailableAt(now, change.period, timeZone, coolingOffHours)
      : new Date(now.getTime() + coolingOffHours * HOUR_MS);
    const id = await insertRequest(trx, {
      customer_id: customerId,
      ...change,
      requested_at: now,
      available_at: availableAt,
      expires_at: new Date(availableAt.getTime() + CONFIRM_WINDOW_HOURS * HOUR_MS),
    });
    await audit(trx, {
      ...player(customerId, ctx.meta),
      event: 'rg_limit_requested',
      details: { ...details, requestId: String(id), availableAt: availableAt.toISOString() },
    });
    await seContact(trx, true);
    return { applied: false, effectiveAt: availableAt.toISOString(), requestId: Number(id) };
  });
}

/** The deposit limits as they will be once `change` applies, checked against docs/rules.md R14's threshold. */
async function contactIfHigh(
  trx: Transaction<Database>,
  customerId: bigint,
  change: Change,
  pending: boolean,
) {
  const rows = await depositLimitsOf(trx, customerId);
  const after = rows.filter((r) => !(r.set_by === 'player' && r.period === change.period));
  if (change.value !== null) after.push({ period: change.period, value: change.value, set_by: 'player' });
  await openContactTaskIfHigh(trx, customerId, after, {
    period: change.period,
    value: change.value,
    pending,
  });
}

async function cancelPending(
  trx: Transaction<Database>,
  ctx: ProtectionCtx,
  customerId: bigint,
  c: Change,
  now: Date,
) {
  const pending = await lockPendingOf(trx, customerId, c.kind, c.period);
  if (!pending) return;
  await closeRequest(trx, pending.id, 'cancelled', now);
  await audit(trx, {
    ...player(customerId, ctx.meta),
    event: 'rg_limit_cancelled',
    details: { customerId: String(customerId), requestId: String(pending.id), replaced: true },
  });
}

/** The player's positive action after the cooling-off period: the raise or removal applies. */
export async function confirmLimit(
  ctx: ProtectionCtx,
  customerId: bigint,
  id: number,
): Promise<SetLimitResponse> {
  await lapseLimitRequests(ctx.db, customerId);
  return ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const req = await lockRequest(trx, customerId, id);
    if (!req || req.status !== 'pending') throw new AppError('LIMIT_REQUEST_NOT_FOUND');
    if (req.available_at > now) {
      throw new AppError('LIMIT_REQUEST_NOT_READY', {
        data: { availableAt: req.available_at.toISOString() },
      });
    }
    await lockOwnLimit(trx, customerId, req.kind, req.period, 'player');
    await writeLimit(trx, customerId, req, { by: 'player' }, now);
    await closeRequest(trx, req.id, 'confirmed', now);
    await audit(trx, {
      ...player(customerId, ctx.meta),
      event: 'rg_limit_confirmed',
      details: {
        customerId: String(customerId),
        requestId: String(req.id),
        kind: req.kind,
        period: req.period,
        value: shown(req),
      },
    });
    return { applied: true, effectiveAt: now.toISOString(), requestId: Number(req.id) };
  });
}

/** Cancelling a pending raise is immediate (docs/rules.md R11). */
export async function cancelLimit(ctx: ProtectionCtx, customerId: bigint, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const req = await lockRequest(trx, customerId, id);
    if (!req || req.status !== 'pending') throw new AppError('LIMIT_REQUEST_NOT_FOUND');
    await closeRequest(trx, req.id, 'cancelled', clock.now());
    await audit(trx, {
      ...player(customerId, ctx.meta),
      event: 'rg_limit_cancelled',
      details: { customerId: String(customerId), requestId: String(req.id) },
    });
  });
}

/**
 * Pending requests left unconfirmed past their window lapse, audited with the system as actor.
 * Run on reads of the protection page and on confirm; `customerId` undefined sweeps everyone.
 */
export async function lapseLimitRequests(db: Kysely<Database>, customerId?: bigint): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const rows = await lapsedRequests(trx, now, customerId);
    for (const r of rows) {
      await closeRequest(trx, r.id, 'lapsed', now);
      await audit(trx, {
        actor: { kind: 'system', id: null },
        meta: null,
        event: 'rg_limit_request_lapsed',
        details: {
          customerId: String(r.customer_id),
          requestId: String(r.id),
          kind: r.kind,
          period: r.period,
        },
      });
    }
    return rows.length;
  });
}
