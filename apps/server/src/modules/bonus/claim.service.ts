import type { ClaimableBonus, CustomerBonus, GameLaunchFields } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPlayAllowed } from '../../core/protection/index.ts';
import { audit } from '../../core/audit.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { bonusBalance } from '../../core/ledger/index.ts';
import { type BonusContext, wageringRequired } from './bonus.context.ts';
import { toCustomerBonusDto, toDefinitionDto } from './bonus.mapper.ts';
import { NOT_CLAIMABLE_TEXTS } from './bonus.messages.ts';
import {
  type DefinitionRow,
  claimantOf,
  depositUntouched,
  findDefinition,
  insertCustomerBonus,
  listCustomerBonuses,
  listEnabledDefinitions,
  lockCashAccount,
} from './bonus.repository.ts';
import { eligibility } from './eligibility.ts';
import { grantWithin } from './grant.ts';

async function claimant(ctx: BonusContext, customerId: bigint) {
  const person = await claimantOf(ctx.db, customerId);
  return {
    id: customerId,
    phoneVerified: person.phone_verified_at !== null,
    registeredAt: person.created_at,
  };
}

/** GET bonus/list: the offers (trial excluded) and whether each can be claimed now. */
export async function listClaimable(
  ctx: BonusContext,
  customer: AuthenticatedCustomer,
): Promise<ClaimableBonus[]> {
  const [defs, mine, who] = await Promise.all([
    listEnabledDefinitions(ctx.db),
    listCustomerBonuses(ctx.db, customer.id),
    claimant(ctx, customer.id),
  ]);
  const now = clock.now();
  const { names } = await gamesOf(ctx.db, defs);
  const out: ClaimableBonus[] = [];
  for (const def of defs) {
    if (def.kind === 'trial') continue;
    const e = await eligibility(ctx.db, who, def, mine, now);
    out.push({
      definition: toDefinitionDto(def, ctx.meta.locale, undefined, names),
      claimable: e.ok,
      reason: e.ok ? null : e.reason,
      reasonText: e.ok ? '' : NOT_CLAIMABLE_TEXTS[e.reason][ctx.meta.locale],
    });
  }
  return out;
}

/**
 * POST bonus/claim: grants at once (claimMode auto) or queues for an operator (manual). The
 * unique indexes (one open bonus per customer, one claim per definition and period) make 20 concurrent
 * claims end with one row; the others answer BONUS_ALREADY_CLAIMED.
 */
export async function claimBonus(
  ctx: BonusContext,
  customer: AuthenticatedCustomer,
  definitionId: number,
): Promise<CustomerBonus> {
  // docs/rules.md R23, R27: no bonus take-up while play is blocked.
  await assertPlayAllowed(ctx.db, customer.id);
  const def = await findDefinition(ctx.db, definitionId);
  if (!def || !def.enabled || def.kind === 'trial') throw new AppError('BONUS_NOT_FOUND');
  const now = clock.now();
  const mine = await listCustomerBonuses(ctx.db, customer.id);
  const e = await eligibility(ctx.db, await claimant(ctx, customer.id), def, mine, now);
  if (!e.ok) {
    if (e.reason === 'alreadyClaimed') throw new AppError('BONUS_ALREADY_CLAIMED');
    if (e.reason === 'phoneNotVerified') throw new AppError('BONUS_PHONE_NOT_VERIFIED');
    throw new AppError('BONUS_NOT_CLAIMABLE', { message: NOT_CLAIMABLE_TEXTS[e.reason] });
  }
  const auto = def.claim_mode === 'auto';
  const { bonus, push } = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertCustomerBonus(trx, {
      customer_id: customer.id,
      definition_id: def.id,
      status: auto ? 'active' : 'pending',
      amount: e.amount,
      wagering_required: wageringRequired(e.amount, def.wagering_multiple),
      source_payment_id: e.sourcePaymentId,
      granted_at: auto ? now : null,
      expires_at: auto ? new Date(now.getTime() + def.validity_days * DAY_MS) : null,
      period: e.period,
      now,
    });
    if (!row) throw new AppError('BONUS_ALREADY_CLAIMED');
    if (e.sourcePaymentId !== null) await assertDepositUntouched(trx, customer.id, e.sourcePaymentId);
    if (auto)
      return {
        bonus: row,
        push: await grantWithin(trx, ctx, row, def, { kind: 'customer', id: customer.id }),
      };
    await audit(trx, {
      actor: { kind: 'customer', id: customer.id },
      event: 'bonus_claimed',
      meta: ctx.meta,
      details: { customerBonusId: String(row.id), definitionId: def.id, amount: String(row.amount) },
    });
    return { bonus: row, push: null };
  });
  // A claim waiting for a decision joins the back office's bonus-claims queue.
  fireAfterCommit(ctx.log, 'bonus', push ? [push] : [() => ctx.notifier.staffQueue('bonusClaims')]);
  const remaining = auto ? await bonusBalance(ctx.db, customer.id) : 0n;
  return toCustomerBonusDto(bonus, def, ctx.meta.locale, remaining);
}

/**
 * The deposit a deposit-match bonus comes from is still untouched, checked again under the cash
 * account's lock: a bet or withdrawal hold racing the claim either committed before (refused here)
 * or waits for the claim (ADR 016). Also used when an operator confirms a queued claim.
 */
export async function assertDepositUntouched(
  trx: Transaction<Database>,
  customerId: bigint,
  paymentId: bigint,
): Promise<void> {
  await lockCashAccount(trx, customerId);
  const deposit = await trx
    .selectFrom('payment')
    .select(['amount', 'settle_transfer_id'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  if (!(await depositUntouched(trx, customerId, deposit))) {
    throw new AppError('BONUS_NOT_CLAIMABLE', { message: NOT_CLAIMABLE_TEXTS.depositTouched });
  }
}

/** GET bonus/mine: every bonus of the customer, newest first, with wagering progress. */
export async function myBonuses(
  ctx: BonusContext,
  customer: AuthenticatedCustomer,
): Promise<CustomerBonus[]> {
  const [rows, defs, balance] = await Promise.all([
    listCustomerBonuses(ctx.db, customer.id),
    ctx.db.selectFrom('bonus_definition').selectAll().execute(),
    bonusBalance(ctx.db, customer.id),
  ]);
  const byId = new Map(defs.map((d) => [d.id, d]));
  const { names, lobby } = await gamesOf(
    ctx.db,
    rows.map((b) => byId.get(b.definition_id)!),
  );
  return rows.map((b) =>
    toCustomerBonusDto(b, byId.get(b.definition_id)!, ctx.meta.locale, balance, names, lobby),
  );
}

/**
 * Free rounds name their game (the lobby's name for it) and, while the game and its studio are
 * enabled, carry its launch fields for the card's play link; one read, only when there are some.
 */
async function gamesOf(db: BonusContext['db'], defs: readonly DefinitionRow[]) {
  const codes = [...new Set(defs.map((d) => d.free_rounds_game_code))].filter((c): c is string => !!c);
  const games = codes.length
    ? await db
        .selectFrom('casino_game as g')
        .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
        .select(['g.game_code', 'g.name', 'g.enabled', 'g.provider_id', 'g.product_id', 'g.system'])
        .select(['p.name as provider_name', 'p.launcher', 'p.enabled as provider_enabled'])
        .where('g.game_code', 'in', codes)
        .execute()
    : [];
  const names = new Map(games.map((g) => [g.game_code, g.name]));
  const lobby = new Map<string, GameLaunchFields>();
  for (const g of games.filter((r) => r.enabled && r.provider_enabled)) {
    lobby.set(g.game_code, {
      gameCode: g.game_code,
      name: g.name,
      providerName: g.provider_name,
      mainProviderId: g.provider_id,
      productId: g.product_id,
      system: g.system,
      launcher: g.launcher,
    });
  }
  return { names, lobby };
}
