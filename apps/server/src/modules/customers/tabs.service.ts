import type { AdminCustomerTabQuery, AdminLedgerQuery, Locale } from '@lalebet/shared';
import { fromMinor } from '@lalebet/shared';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { CustomersContext, Staff } from './customers.service.ts';
import { customerExists } from './profile.repository.ts';
import * as tabs from './tabs.repository.ts';

type Ctx = Pick<CustomersContext, 'db' | 'meta'>;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const lira = (v: bigint | null) => (v === null ? null : fromMinor(v));

/** Every tab answers CUSTOMER_NOT_FOUND for an unknown id rather than an empty page. */
async function known(ctx: Ctx, id: bigint) {
  if (!(await customerExists(ctx.db, id))) throw new AppError('CUSTOMER_NOT_FOUND');
}

export async function sessionsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.sessionsOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at.toISOString(),
      lastActivityAt: r.last_activity_at.toISOString(),
      endedAt: iso(r.ended_at),
      endReason: r.end_reason,
      active: r.ended_at === null,
      ip: r.ip,
      device: r.device,
      browser: r.browser,
    })),
  };
}

export async function ledgerTab(ctx: Ctx, id: bigint, q: AdminLedgerQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.ledgerOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      at: r.created_at.toISOString(),
      code: r.code,
      transferId: r.transfer_id,
      amount: fromMinor(r.amount),
      pending: r.pending,
      balanceAfter: lira(r.balance_after),
    })),
  };
}

export async function paymentsTab(ctx: Ctx, id: bigint, kind: 1 | 2, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.paymentsOf(ctx.db, id, kind, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      amount: fromMinor(r.amount),
      method: r.method,
      reasonCode: r.reason_code,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    })),
  };
}

export async function roundsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.roundsOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      provider: r.provider,
      round: r.round,
      gameCode: r.game_code,
      stake: fromMinor(r.stake),
      win: fromMinor(r.win),
      bets: r.bets,
      status: r.status,
      startedAt: r.started_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    })),
  };
}

export async function betsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.betsOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      legs: Number(r.legs),
      stake: fromMinor(r.total_stake),
      bonusStake: fromMinor(r.bonus_stake),
      potentialPayout: fromMinor(r.potential_payout),
      payout: lira(r.payout),
      live: r.live,
      placedAt: r.placed_at.toISOString(),
      settledAt: iso(r.settled_at),
    })),
  };
}

export async function bonusesTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery, locale: Locale) {
  await known(ctx, id);
  const { rows, total } = await tabs.bonusesOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      title: locale === 'en' ? r.title_en : r.title_tr,
      status: r.status,
      amount: fromMinor(r.amount),
      wageringRequired: fromMinor(r.wagering_required),
      wageringDone: fromMinor(r.wagering_done),
      createdAt: r.created_at.toISOString(),
      expiresAt: iso(r.expires_at),
      closedAt: iso(r.closed_at),
    })),
  };
}

export async function notesTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.notesOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      text: r.text,
      authorId: Number(r.admin_id),
      author: r.author,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

/** POST admin/customers/:id/notes: the note and its audit row commit together. */
export async function addNote(ctx: Ctx, staff: Staff, id: bigint, text: string) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await customerExists(trx, id))) throw new AppError('CUSTOMER_NOT_FOUND');
    const row = await tabs.insertNote(trx, id, staff.id, text, clock.now());
    await audit(trx, {
      actor: { kind: 'admin', id: staff.id },
      event: 'customer_note_added',
      meta: ctx.meta,
      // The note's text stays in customer_note; the trail names it by id.
      details: { customerId: String(id), noteId: String(row.id) },
    });
    return {
      id: Number(row.id),
      text,
      authorId: Number(staff.id),
      author: staff.username,
      createdAt: row.created_at.toISOString(),
    };
  });
}

export async function notificationsTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery, locale: Locale) {
  await known(ctx, id);
  const { rows, total } = await tabs.notificationsOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      title: locale === 'en' ? r.title_en : r.title_tr,
      note: locale === 'en' ? r.note_en : r.note_tr,
      createdAt: r.created_at.toISOString(),
      readAt: iso(r.read_at),
    })),
  };
}

export async function auditTab(ctx: Ctx, id: bigint, q: AdminCustomerTabQuery) {
  await known(ctx, id);
  const { rows, total } = await tabs.auditOf(ctx.db, id, q);
  return {
    total,
    items: rows.map((r) => ({
      seq: Number(r.seq),
      at: r.at.toISOString(),
      actorKind: r.actor_kind,
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      event: r.event,
      ip: r.ip,
      details: r.details,
    })),
  };
}
