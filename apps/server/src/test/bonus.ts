import { randomBytes } from 'node:crypto';
import { DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { postBonusGrant } from '../core/bonus/index.ts';
import { bonusBalance } from '../core/ledger/index.ts';
import { clock } from '../lib/clock.ts';

/** Bonus fixtures for tests outside the bonus module: an active bonus as a confirmed claim leaves it. */

export type BonusOptions = {
  multiple?: number;
  maxBet?: bigint;
  /** Sports rules (docs/decisions/012-bonuses.md, "Sports bets"); all off unless given. */
  sportsStake?: boolean;
  sportsContribution?: number;
  sportsMinOddsMilli?: number;
  sportsSystemBets?: boolean;
  validityDays?: number;
};

/** A fresh definition and an active customer bonus of `amount` kuruş, granted through the ledger. */
export async function giveBonus(
  db: Kysely<Database>,
  customerId: bigint,
  amount: bigint,
  o: BonusOptions = {},
): Promise<bigint> {
  const multiple = o.multiple ?? 2;
  const def = await db
    .insertInto('bonus_definition')
    .values({
      code: `t-${randomBytes(5).toString('hex')}`,
      kind: 'freeMoney',
      title_tr: 'Test',
      title_en: 'Test',
      description_tr: 'Test',
      description_en: 'Test',
      amount,
      wagering_multiple: multiple,
      contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
      max_bet: o.maxBet ?? null,
      max_cashout: null,
      sports_stake: o.sportsStake ?? false,
      sports_contribution: o.sportsContribution ?? 0,
      sports_min_odds_milli: o.sportsMinOddsMilli ?? 1500,
      sports_system_bets: o.sportsSystemBets ?? false,
      validity_days: o.validityDays ?? 7,
      claim_mode: 'auto',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const row = await trx
      .insertInto('customer_bonus')
      .values({
        customer_id: customerId,
        definition_id: def.id,
        status: 'active',
        amount,
        wagering_required: (amount * BigInt(Math.round(multiple * 10))) / 10n,
        granted_at: now,
        expires_at: new Date(now.getTime() + (o.validityDays ?? 7) * 86_400_000),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await postBonusGrant(trx, row);
    return row.id;
  });
}

export const bonusOf = (db: Kysely<Database>, customerId: bigint) => bonusBalance(db, customerId);

export const bonusRow = (db: Kysely<Database>, id: bigint) =>
  db
    .selectFrom('customer_bonus')
    .select(['status', 'wagering_done', 'wagering_required'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** No player's cash or bonus account below zero, posted or available (holds counted). */
export async function expectNoNegativePlayerBalances(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ key: string }>`select key from ledger_account
    where kind in ('player', 'player_bonus')
      and (credits_posted - debits_posted < 0 or credits_posted - debits_posted - debits_pending < 0)`.execute(
    db,
  );
  expect(rows).toEqual([]);
}
