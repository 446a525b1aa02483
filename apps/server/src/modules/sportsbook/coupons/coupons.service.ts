import { randomInt } from 'node:crypto';
import type { Coupon, Selection } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import type { Catalogue } from '../catalogue.ts';

/** COUPON_CODE_PATTERN's alphabet: no 0/O, 1/I, so a code read aloud is not misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 6;
const ATTEMPTS = 5;

export const newCouponCode = () =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Saves a slip under a fresh random code (32^6 ≈ 10^9 codes; a clash draws again). */
export async function saveCoupon(db: Kysely<Database>, selections: Selection[]): Promise<string> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const code = newCouponCode();
    const inserted = await db
      .insertInto('sb_coupon')
      .values({ code, selections: JSON.stringify(selections), created_at: clock.now() })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return inserted.code;
  }
  throw new Error('sportsbook: no free coupon code');
}

/** A saved slip with each selection's price and state now (the player re-checks before placing). */
export async function loadCoupon(db: Kysely<Database>, catalogue: Catalogue, code: string): Promise<Coupon> {
  const row = await db
    .selectFrom('sb_coupon')
    .select('selections')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  const saved = (
    typeof row.selections === 'string' ? JSON.parse(row.selections) : row.selections
  ) as Selection[];
  return {
    code,
    selections: saved.map((s) => {
      const line = catalogue.line(s.eventId, s.marketId, s.specifiers);
      const o = line?.outcomes.get(s.outcomeId);
      return {
        ...s,
        odds: o ? o.oddsMilli / 1000 : s.odds,
        active: line?.status === 'active' && !!o?.active,
      };
    }),
  };
}
