import { type Kysely, sql } from 'kysely';

/**
 * Player protection's audit rows name the true actor (docs/decisions/024-player-protection.md):
 * the player, staff, or the system itself (a limit request lapsing, a time-out ending).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_audit drop constraint if exists auth_audit_actor_kind_check`.execute(db);
  await sql`alter table auth_audit add constraint auth_audit_actor_kind_check
    check (actor_kind in ('customer', 'admin', 'system'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_audit drop constraint if exists auth_audit_actor_kind_check`.execute(db);
  await sql`alter table auth_audit add constraint auth_audit_actor_kind_check
    check (actor_kind in ('customer', 'admin'))`.execute(db);
}
