import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/secrets.ts';

/**
 * `count` customers with one live session each, written straight to the database: registering
 * through the API would spend the bench's time on argon2. Returns the session tokens.
 */
export async function createHubCustomers(db: Kysely<Database>, count: number): Promise<string[]> {
  const { rows } = await sql<{ id: bigint }>`
    insert into customer (user_code, username, username_key, email, email_key, name, surname, phone,
      country_id, birth_date, password_hash, password_changed_at, locale, created_at)
    select (90000000 + g)::text, 'hubbench' || g, 'hubbench' || g, 'hubbench' || g || '@bench.test',
      'hubbench' || g || '@bench.test', 'Bench', 'Hub', '90532' || lpad(g::text, 7, '0'),
      792, date '1990-01-15', 'not-a-hash', now(), 'tr', now()
    from generate_series(1, ${count}::int) g
    returning id`.execute(db);
  const tokens: string[] = [];
  const now = new Date();
  for (let i = 0; i < rows.length; i += 1_000) {
    const batch = rows.slice(i, i + 1_000).map((r) => {
      const token = newToken();
      tokens.push(token);
      return {
        id: randomUUID(),
        customer_id: r.id,
        token_hash: hashToken(token),
        created_at: now,
        last_activity_at: now,
        device: 'bench',
        browser: 'bench',
      };
    });
    await db.insertInto('customer_session').values(batch).execute();
  }
  return tokens;
}
