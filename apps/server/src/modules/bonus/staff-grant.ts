import type { Localized } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { type BonusContext, wageringRequired } from './bonus.context.ts';
import type { CustomerBonusRow, DefinitionRow } from './bonus.repository.ts';
import { insertCustomerBonus } from './bonus.repository.ts';
import { grantWithin } from './grant.ts';

export const CANNOT_RECEIVE: Localized = {
  en: 'This player cannot receive bonuses now (a time-out, self-exclusion, closure or a marker of harm under review).',
  tr: 'Bu oyuncu şu anda bonus alamaz (mola, kendini dışlama, hesap kapatma ya da incelenmeyi bekleyen bir risk işareti).',
};
const HAS_BONUS: Localized = {
  en: 'The player has an open bonus or has already received this one.',
  tr: 'Oyuncunun açık bir bonusu var ya da bu bonusu daha önce aldı.',
};
const PAUSED: Localized = {
  en: 'This bonus does not exist or is paused.',
  tr: 'Bu bonus yok ya da durdurulmuş.',
};

/** A definition staff may give: it exists, runs, and is not the trial (which has its own claim). */
export function assertGrantable(def: DefinitionRow | undefined): asserts def is DefinitionRow {
  if (!def || !def.enabled || def.kind === 'trial')
    throw new AppError('BONUS_NOT_FOUND', { message: PAUSED });
}

/**
 * The bonus itself, inside the caller's transaction, given by `staffId` (who granted it alone,
 * or who approved someone's request): the claim's own grant, so one ledger posting, the Bonus
 * notification and the same unique indexes (one open bonus per player, a definition once).
 * Returns the row and the pushes to fire after the commit.
 */
export async function giveByStaff(
  trx: Transaction<Database>,
  ctx: BonusContext,
  g: { customerId: bigint; def: DefinitionRow; amount: bigint },
  staffId: bigint,
  now: Date,
): Promise<{ row: CustomerBonusRow; push: () => Promise<void> }> {
  const made = await insertCustomerBonus(trx, {
    customer_id: g.customerId,
    definition_id: g.def.id,
    status: 'active',
    amount: g.amount,
    wagering_required: wageringRequired(g.amount, g.def.wagering_multiple),
    source_payment_id: null,
    granted_at: now,
    expires_at: new Date(now.getTime() + g.def.validity_days * DAY_MS),
    period: '',
    now,
  });
  if (!made) throw new AppError('BONUS_ALREADY_CLAIMED', { message: HAS_BONUS });
  await trx.updateTable('customer_bonus').set({ decided_by: staffId }).where('id', '=', made.id).execute();
  const push = await grantWithin(trx, ctx, made, g.def, { kind: 'admin', id: staffId });
  return { row: made, push };
}
