import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type AdminCustomerSearchQuery, CUSTOMER_SEARCH_COUNT_CAP } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';

type Eb = ExpressionBuilder<Database, 'customer'>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The prefixes a query can mean (username and e-mail in their canonical form, user code, phone
 * digits with or without the Turkish 90/0). Each is a LIKE 'x%' served by its own
 * text_pattern_ops index (migration 2026_11_28_100000), so Postgres ORs bitmap index scans.
 */
export function searchPrefixes(query: string) {
  const canon = escapeLike(canonicalIdentifier(query));
  const names = canon ? [`${canon}%`] : [];
  const digits = query.replace(/[\s()+\-.]/g, '');
  const phones: string[] = [];
  const codes: string[] = [];
  if (/^\d{2,20}$/.test(digits)) {
    codes.push(`${digits}%`);
    phones.push(`${digits}%`);
    if (digits.startsWith('00')) phones.push(`${digits.slice(2)}%`);
    else if (digits.startsWith('0')) phones.push(`90${digits.slice(1)}%`);
    else if (/^[2-58]/.test(digits)) phones.push(`90${digits}%`);
  }
  return { names, phones, codes };
}

function matches(eb: Eb, query: string | undefined) {
  if (!query) return eb.lit(true);
  const { names, phones, codes } = searchPrefixes(query);
  const ors = [
    ...names.flatMap((p) => [eb('customer.username_key', 'like', p), eb('customer.email_key', 'like', p)]),
    ...codes.map((p) => eb('customer.user_code', 'like', p)),
    ...phones.map((p) => eb('customer.phone', 'like', p)),
  ];
  return ors.length ? eb.or(ors) : eb.lit(false);
}

const SORT_COLUMN = {
  createdAt: 'customer.created_at',
  username: 'customer.username_key',
  id: 'customer.id',
} as const;

/** One page of players matching the query, with the exclusion in force right now (if any). */
export async function searchCustomers(db: Kysely<Database>, q: AdminCustomerSearchQuery, now: Date) {
  const base = db.selectFrom('customer').where((eb) => matches(eb, q.query));
  const [rows, count] = await Promise.all([
    base
      .select([
        'customer.id',
        'user_code',
        'username',
        'email',
        'phone',
        'name',
        'surname',
        'created_at',
        sql<string | null>`(select e.kind from rg_exclusion e where e.customer_id = customer.id
          and e.starts_at <= ${now} and (e.ends_at is null or e.ends_at > ${now})
          order by (e.kind = 'closure') desc, e.ends_at desc nulls first limit 1)`.as('exclusion'),
      ])
      .orderBy(SORT_COLUMN[q.sort], q.order)
      .orderBy('customer.id', q.order)
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    db
      .selectFrom(
        base
          .select('customer.id')
          .limit(CUSTOMER_SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(count.n);
  return { rows, total: Math.min(n, CUSTOMER_SEARCH_COUNT_CAP), capped: n > CUSTOMER_SEARCH_COUNT_CAP };
}
