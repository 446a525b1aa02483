import type { BonusNotClaimableReason } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DAY_MS } from './bonus.context.ts';
import {
  type CustomerBonusRow,
  type DefinitionRow,
  latestConfirmedDeposit,
  netCasinoLoss,
} from './bonus.repository.ts';

export type Eligibility =
  | { ok: true; amount: bigint; sourcePaymentId: bigint | null }
  | { ok: false; reason: BonusNotClaimableReason };

/** Cashback looks back this far. */
export const CASHBACK_DAYS = 7;

const percentOf = (base: bigint, percent: number, cap: bigint | null) => {
  const v = (base * BigInt(percent)) / 100n;
  return cap !== null && v > cap ? cap : v;
};

/**
 * Whether the customer may claim this definition now, and for how much. A pure read: the unique
 * indexes of customer_bonus decide races, so this only explains the ordinary answer. The trial
 * bonus is claimed through its own call (bonus/definetrialbonus), never here.
 */
export async function eligibility(
  db: Kysely<Database>,
  customer: { id: bigint; phoneVerified: boolean },
  def: DefinitionRow,
  mine: CustomerBonusRow[],
  now: Date,
): Promise<Eligibility> {
  if (!def.enabled || def.kind === 'trial') return { ok: false, reason: 'notAvailable' };
  if (mine.some((b) => b.definition_id === def.id && b.status !== 'rejected')) {
    return { ok: false, reason: 'alreadyClaimed' };
  }
  if (mine.some((b) => b.status === 'pending')) return { ok: false, reason: 'pendingClaim' };
  if (mine.some((b) => b.status === 'active')) return { ok: false, reason: 'activeBonus' };
  if (!customer.phoneVerified) return { ok: false, reason: 'phoneNotVerified' };
  switch (def.kind) {
    case 'freeMoney':
      return def.amount ? { ok: true, amount: def.amount, sourcePaymentId: null } : notAvailable;
    case 'depositMatch': {
      const deposit = await latestConfirmedDeposit(db, customer.id);
      if (!deposit || (def.min_deposit !== null && deposit.amount < def.min_deposit)) {
        return { ok: false, reason: 'depositRequired' };
      }
      const amount = def.percent
        ? percentOf(deposit.amount, def.percent, def.max_amount)
        : (def.amount ?? 0n);
      return amount > 0n ? { ok: true, amount, sourcePaymentId: deposit.id } : notAvailable;
    }
    case 'cashback': {
      const loss = await netCasinoLoss(db, customer.id, new Date(now.getTime() - CASHBACK_DAYS * DAY_MS));
      const amount = loss > 0n && def.percent ? percentOf(loss, def.percent, def.max_amount) : 0n;
      return amount > 0n ? { ok: true, amount, sourcePaymentId: null } : { ok: false, reason: 'noLoss' };
    }
  }
}

const notAvailable = { ok: false, reason: 'notAvailable' } as const;
