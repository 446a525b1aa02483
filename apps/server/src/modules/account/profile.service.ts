import type { Locale, Profile } from '@lalebet/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The account page: own data only (the id comes from the session, never from the request). */
export async function profileOf(
  db: Kysely<Database>,
  who: AuthenticatedCustomer,
  locale: Locale,
): Promise<Profile> {
  const c = await db
    .selectFrom('customer as c')
    .innerJoin('country as k', 'k.id', 'c.country_id')
    .select([
      'c.name',
      'c.surname',
      'c.username',
      'c.email',
      'c.phone',
      sql<string>`c.birth_date::text`.as('birth_date'),
      'c.user_code',
      'c.phone_verified_at',
      'c.created_at',
      'k.id as country_id',
      'k.name_en',
      'k.name_tr',
    ])
    .where('c.id', '=', who.id)
    .executeTakeFirst();
  if (!c) throw new AppError('UNAUTHORIZED');
  // The previous login is the newest session before this one (shown at login, PA 812a.9(a)(4)).
  const previous = await db
    .selectFrom('customer_session')
    .select(['created_at', 'ip'])
    .where('customer_id', '=', who.id)
    .where('id', '<>', who.sessionId)
    .where('created_at', '<=', (eb) =>
      eb.selectFrom('customer_session').select('created_at').where('id', '=', who.sessionId),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    name: c.name,
    surname: c.surname,
    username: c.username,
    email: c.email,
    phone: c.phone,
    birthDate: c.birth_date,
    country: { id: c.country_id, name: locale === 'tr' ? c.name_tr : c.name_en },
    usercode: c.user_code,
    smsVerified: c.phone_verified_at !== null,
    memberSince: c.created_at.toISOString(),
    previousLogin: previous ? { at: previous.created_at.toISOString(), ip: previous.ip } : null,
  };
}
