import type { BonusNotClaimableReason } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isMarketable } from '../../core/protection/index.ts';
import { DAY_MS, HOUR_MS } from '../../lib/clock.ts';
import {
  type CustomerBonusRow,
  type DefinitionRow,
  confirmedDepositCount,
  depositUntouched,
  latestConfirmedDeposit,
  netCasinoLoss,
  unrewardedReferral,
} from './bonus.repository.ts';

export type Eligibility =
  | { ok: true; amount: bigint; sourcePaymentId: bigint | null; period: string }
  | { ok: false; reason: BonusNotClaimableReason };

/** Turkey keeps UTC+3 all year (no DST since 2016): the operator's weeks start Monday 00:00 there. */
const TURKEY_OFFSET_MS = 3 * HOUR_MS;

/**
 * The week a cashback claimed now pays back: last Monday-to-Monday in Turkish time, keyed by its
 * ISO week ('2026-W47'). Claimable any day of the following week, once.
 */
export function cashbackWeek(now: Date): { key: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + TURKEY_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const thisMonday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  const lastMonday = thisMonday - 7 * DAY_MS;
  // ISO 8601: a week belongs to the year of its Thursday and is numbered from that year's first one.
  const thursday = new Date(lastMonday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    from: new Date(lastMonday - TURKEY_OFFSET_MS),
    to: new Date(thisMonday - TURKEY_OFFSET_MS),
  };
}

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
  customer: { id: bigint; phoneVerified: boolean; registeredAt: Date },
  def: DefinitionRow,
  mine: CustomerBonusRow[],
  now: Date,
): Promise<Eligibility> {
  if (!def.enabled || def.kind === 'trial') return { ok: false, reason: 'notAvailable' };
  // docs/rules.md R27: out of every marketing audience, bonus offers included, from the moment of exclusion.
  if (!(await isMarketable(db, customer.id))) return { ok: false, reason: 'notAvailable' };
  const week = def.kind === 'cashback' ? cashbackWeek(now) : null;
  const period = week?.key ?? '';
  if (mine.some((b) => b.definition_id === def.id && b.status !== 'rejected' && b.period === period)) {
    return { ok: false, reason: 'alreadyClaimed' };
  }
  if (mine.some((b) => b.status === 'pending')) return { ok: false, reason: 'pendingClaim' };
  if (mine.some((b) => b.status === 'active')) return { ok: false, reason: 'activeBonus' };
  if (!customer.phoneVerified) return { ok: false, reason: 'phoneNotVerified' };
  if (
    def.registered_within_days !== null &&
    now.getTime() - customer.registeredAt.getTime() > def.registered_within_days * DAY_MS
  ) {
    return { ok: false, reason: 'newCustomersOnly' };
  }
  switch (def.kind) {
    case 'freeMoney':
      return def.amount ? { ok: true, amount: def.amount, sourcePaymentId: null, period } : notAvailable;
    case 'depositMatch': {
      const deposit = await latestConfirmedDeposit(db, customer.id);
      if (!deposit || (def.min_deposit !== null && deposit.amount < def.min_deposit)) {
        return { ok: false, reason: 'depositRequired' };
      }
      if (def.audience === 'firstDeposit' && (await confirmedDepositCount(db, customer.id)) > 1) {
        return { ok: false, reason: 'firstDepositOnly' };
      }
      // One deposit backs one bonus (an index enforces it under races too).
      if (mine.some((b) => b.source_payment_id === deposit.id && b.status !== 'rejected')) {
        return { ok: false, reason: 'depositUsed' };
      }
      // Only before the deposit is played or withdrawn: otherwise the bonus insures a loss (ADR 016).
      if (!(await depositUntouched(db, customer.id, deposit))) return { ok: false, reason: 'depositTouched' };
      const amount = def.percent
        ? percentOf(deposit.amount, def.percent, def.max_amount)
        : (def.amount ?? 0n);
      return amount > 0n ? { ok: true, amount, sourcePaymentId: deposit.id, period } : notAvailable;
    }
    case 'referral': {
      // Normally granted when the referred player's first deposit is confirmed (core/bonus/referral.ts);
      // claimable here when the referrer had another bonus open at that moment.
      const referred = await unrewardedReferral(db, customer.id, def.id);
      if (referred === undefined || !def.amount) return { ok: false, reason: 'noReferral' };
      return { ok: true, amount: def.amount, sourcePaymentId: null, period: `ref:${referred}` };
    }
    case 'freeRounds':
      // No money at the grant: the rounds are the bonus; their wins add to it (ADR 099).
      return { ok: true, amount: 0n, sourcePaymentId: null, period };
    case 'cashback': {
      const loss = await netCasinoLoss(db, customer.id, week!.from, week!.to);
      const amount = loss > 0n && def.percent ? percentOf(loss, def.percent, def.max_amount) : 0n;
      return amount > 0n
        ? { ok: true, amount, sourcePaymentId: null, period }
        : { ok: false, reason: 'noLoss' };
    }
  }
}

const notAvailable = { ok: false, reason: 'notAvailable' } as const;
