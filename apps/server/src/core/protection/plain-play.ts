import { type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { JURISDICTION_COUNTRIES } from './jurisdiction.ts';
import { type UsageUpsert, stakeCount } from './usage.ts';
import { protectionPolicy } from './policy.ts';
import { sessionLimitSwapped } from './session-time.ts';
import { localDay } from './windows.ts';
import { realityDueSql } from './reality-check.ts';

/**
 * True when nothing of player protection can refuse a stake of `customer` or count it other than
 * as a plain addition to the day's usage: no exclusion row at all (live, ended or lifted), no
 * lift request, no wager, loss or session limit, no national register's "excluded", and a
 * declared country with no jurisdiction rules of its own, and no reality check waiting for its
 * acknowledgement (docs/decisions/046-protection-gaps.md). Deliberately wider than the rules
 * (exclusions.ts blockFrom, swedish-rules.ts assertJurisdictionFacts): where it is false the
 * caller reads the full facts and applies them, so it may say "not plain" too often, never too
 * seldom. One statement can then check it and book the stake at once
 * (docs/decisions/050-hot-path-seams.md, which names the property tests that pin the two
 * together: plain-play.property.test.ts). The country is
 * read by key, customer then country: written as a join, the generic plan scanned all 250
 * countries for the codes on every stake.
 */
export function plainPlay(customer: bigint | RawBuilder<unknown>, now = clock.now()): RawBuilder<boolean> {
  return sql<boolean>`(
    not ${realityDueSql(customer, now)}
    and not exists (select 1 from rg_exclusion where customer_id = ${customer})
    and not exists (select 1 from rg_lift_request where customer_id = ${customer})
    and not exists (select 1 from rg_limit where customer_id = ${customer}
      and kind in ('wager', 'loss', 'session'))
    and not exists (select 1 from rg_register_status where customer_id = ${customer} and excluded)
    and coalesce((select upper(co.code) from country co
      where co.id = (select country_id from customer where id = ${customer})), '')
      not in (${sql.join(JURISDICTION_COUNTRIES)}))`;
}

/**
 * False while a test drives the session limit by hand (session-time.ts useSessionLimitSource):
 * plainPlay sees limit rows only, so then every stake reads the full facts.
 */
export const plainPlayApplies = () => !sessionLimitSwapped();

/**
 * The stake's count in the day's usage, unexecuted, for a stake that plainPlay lets through in
 * the same statement: no limit to check, no alert to raise.
 */
export async function plainStakeUsage(
  trx: Transaction<Database>,
  customerId: bigint,
  amount: bigint,
): Promise<UsageUpsert> {
  const { timeZone } = await protectionPolicy(trx);
  return stakeCount(trx, customerId, localDay(timeZone, clock.now()), amount);
}
