import type { LimitPeriod } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS } from '../../lib/clock.ts';
import { intOption, readOptions } from '../site-options.ts';
import { raiseFlag } from './flags.ts';
import { jurisdictionOf } from './jurisdiction.ts';
import { localDay, midnight, windowEnd } from './windows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Spelinspektionen 2021-12-13: a raise waits at least 72 h (docs/rules.md R10, SE). */
export const SE_COOLING_OFF_HOURS = 72;
/**
 * SEK 10,000 a month (docs/rules.md R14) in the account's minor units: site option
 * `rg_se_contact_limit_minor`. Default ₺40,000.00 (about SEK 10,000 at late-2026 rates); the
 * operator keeps it in step with the exchange rate.
 */
export const SE_CONTACT_DEFAULT_MINOR = 4_000_000;

/** The customer's jurisdiction from the declared country (reference section 6). */
export async function customerJurisdiction(db: Db, customerId: bigint) {
  const row = await db
    .selectFrom('customer')
    .innerJoin('country', 'country.id', 'customer.country_id')
    .select('country.code')
    .where('customer.id', '=', customerId)
    .executeTakeFirst();
  return jurisdictionOf(row?.code ?? '');
}

/**
 * What the customer's jurisdiction requires before any deposit or bet, in one read: SE mode
 * (docs/rules.md R1, Spellagen 14:7) a deposit limit, DEPOSIT_LIMIT_REQUIRED; UK mode (docs/rules.md R34) identity
 * approved, KYC_REQUIRED. Elsewhere nothing.
 */
export async function assertJurisdictionAllowsPlay(db: Db, customerId: bigint): Promise<void> {
  const row = await db
    .selectFrom('customer')
    .innerJoin('country', 'country.id', 'customer.country_id')
    .leftJoin('kyc_case', 'kyc_case.customer_id', 'customer.id')
    .select(['country.code', 'kyc_case.status as kyc'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('rg_limit')
            .select('rg_limit.id')
            .whereRef('rg_limit.customer_id', '=', 'customer.id')
            .where('rg_limit.kind', '=', 'deposit'),
        )
        .as('has_limit'),
    )
    .where('customer.id', '=', customerId)
    .executeTakeFirst();
  if (row) assertJurisdictionFacts(row.code, row.kyc, !!row.has_limit);
}

/** The check of assertJurisdictionAllowsPlay on what was read (play-facts.ts reads it too). */
export function assertJurisdictionFacts(country: string, kyc: string | null, hasDepositLimit: boolean): void {
  const rules = jurisdictionOf(country);
  if (rules.swedishRules && !hasDepositLimit) throw new AppError('DEPOSIT_LIMIT_REQUIRED');
  if (rules.identityBeforePlay && kyc !== 'approved') throw new AppError('KYC_REQUIRED');
}

/**
 * docs/rules.md R10, SE: a raise or removal becomes confirmable no sooner than 72 h (or the site's longer
 * cooling-off) and not before the running window of its period ends, in the limits' time zone.
 */
export function swedishAvailableAt(
  now: Date,
  period: LimitPeriod,
  timeZone: string,
  coolingOffHours: number,
) {
  const cooled = now.getTime() + Math.max(coolingOffHours, SE_COOLING_OFF_HOURS) * HOUR_MS;
  const periodEnd = midnight(timeZone, windowEnd(period, localDay(timeZone, now))).getTime();
  return new Date(Math.max(cooled, periodEnd));
}

/**
 * The most a set of deposit limits lets through in one calendar month: a daily limit on each of
 * up to 31 days, a weekly one on each of up to 6 ISO weeks a month touches; null: no limit at all.
 */
export function monthlyCeiling(limits: readonly { period: LimitPeriod; value: bigint }[]): bigint | null {
  const factor = { day: 31n, week: 6n, month: 1n } as const;
  let cap: bigint | null = null;
  for (const l of limits) {
    const v = l.value * factor[l.period];
    if (cap === null || v < cap) cap = v;
  }
  return cap;
}

/**
 * docs/rules.md R14, SE (Spelinspektionen Q&A): setting or raising deposit limits so that more than SEK
 * 10,000 a month can be deposited opens a staff contact task (a `limit_contact` flag in the
 * RG queue). `after` is the player's deposit limits as they will be once the change applies.
 */
export async function openContactTaskIfHigh(
  trx: Transaction<Database>,
  customerId: bigint,
  after: readonly { period: LimitPeriod; value: bigint }[],
  change: { period: LimitPeriod; value: bigint | null; pending: boolean },
): Promise<boolean> {
  const key = 'rg_se_contact_limit_minor';
  const threshold = BigInt(
    intOption(await readOptions(trx, [key]), key, SE_CONTACT_DEFAULT_MINOR, 1, Number.MAX_SAFE_INTEGER),
  );
  const ceiling = monthlyCeiling(after);
  if (ceiling !== null && ceiling <= threshold) return false;
  await raiseFlag(trx, {
    customerId,
    kind: 'limit_contact',
    severity: 'weak',
    details: {
      period: change.period,
      value: change.value === null ? null : String(change.value),
      monthlyCeiling: ceiling === null ? null : String(ceiling),
      threshold: String(threshold),
      pending: change.pending,
    },
  });
  return true;
}
