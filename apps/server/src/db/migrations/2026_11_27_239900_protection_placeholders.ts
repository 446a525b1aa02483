import { type Kysely, sql } from 'kysely';

/**
 * INTEGRATION PLACEHOLDER (docs/decisions/027-age-and-country.md): the two player-protection tables
 * the age-and-country work reads but does not own, created only if missing. rg_flag belongs to
 * the limits migration (2026_11_27_210000) and rg_exclusion to the exclusions one; both run
 * earlier, so on the integrated branch this is a no-op and may be deleted. It exists so sign-up
 * (which reads rg_exclusion) keeps working on a branch without them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists rg_exclusion (
    customer_id bigint not null references customer(id),
    kind text not null check (kind in ('timeout', 'self_exclusion', 'closure')),
    starts_at timestamptz not null,
    ends_at timestamptz
  )`.execute(db);
  await sql`create table if not exists rg_flag (
    id bigserial primary key,
    customer_id bigint not null references customer(id),
    kind text not null,
    severity text not null check (severity in ('weak', 'strong')),
    details jsonb not null default '{}',
    created_at timestamptz not null,
    reviewed_at timestamptz,
    reviewed_by bigint
  )`.execute(db);
}

// The owners' migrations drop their tables; this one never does.
export async function down(): Promise<void> {}
