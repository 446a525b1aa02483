import { type Kysely, sql } from 'kysely';

/**
 * Tamper evidence for the audit trail (docs/decisions/028-audit-chain.md): each row carries a
 * sequence number, the previous row's hash and its own sha256 over every field and that hash.
 * A BEFORE INSERT trigger fills them under a transaction-scoped advisory lock, so rows written
 * in the same transaction as their action chain in commit order on PostgreSQL and PGlite alike,
 * whatever code inserts them. Rows already there are chained once here, in id order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_audit add column seq bigint, add column prev_hash text, add column hash text`.execute(
    db,
  );
  // The one canonical text of a row: a JSON array (jsonb renders keys and numbers canonically).
  await sql`
    create function auth_audit_digest(
      seq bigint, at timestamptz, actor_kind text, actor_id bigint, event text, ip text,
      user_agent text, fingerprint text, details jsonb, prev_hash text
    ) returns text language sql immutable as $$
      select encode(sha256(convert_to(jsonb_build_array(
        seq, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor_kind,
        actor_id::text, event, ip, user_agent, fingerprint, details, prev_hash
      )::text, 'UTF8')), 'hex')
    $$`.execute(db);
  await sql`
    create function auth_audit_chain() returns trigger language plpgsql as $$
    declare
      last_seq bigint;
      last_hash text;
    begin
      -- One chain: writers take turns until their transaction ends (ADR 028 weighs the cost).
      perform pg_advisory_xact_lock(7281120261127);
      select a.seq, a.hash into last_seq, last_hash from auth_audit a order by a.seq desc limit 1;
      new.seq := coalesce(last_seq, 0) + 1;
      new.prev_hash := coalesce(last_hash, repeat('0', 64));
      new.hash := auth_audit_digest(new.seq, new.at, new.actor_kind, new.actor_id, new.event, new.ip,
        new.user_agent, new.fingerprint, new.details, new.prev_hash);
      return new;
    end $$`.execute(db);

  // Chain the rows already written (the append-only trigger steps aside for this one update).
  await sql`alter table auth_audit disable trigger auth_audit_no_update`.execute(db);
  await sql`
    do $$
    declare
      r record;
      n bigint := 0;
      prev text := repeat('0', 64);
    begin
      for r in select * from auth_audit order by id loop
        n := n + 1;
        update auth_audit set seq = n, prev_hash = prev,
          hash = auth_audit_digest(n, r.at, r.actor_kind, r.actor_id, r.event, r.ip, r.user_agent,
            r.fingerprint, r.details, prev)
        where id = r.id
        returning hash into prev;
      end loop;
    end $$`.execute(db);
  await sql`alter table auth_audit enable trigger auth_audit_no_update`.execute(db);

  await sql`alter table auth_audit alter column seq set not null, alter column prev_hash set not null,
    alter column hash set not null`.execute(db);
  await sql`create unique index auth_audit_seq_idx on auth_audit (seq)`.execute(db);
  await sql`create index auth_audit_event_at_idx on auth_audit (event, at)`.execute(db);
  await sql`
    create trigger auth_audit_chain before insert on auth_audit
    for each row execute function auth_audit_chain()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger auth_audit_chain on auth_audit`.execute(db);
  await sql`drop function auth_audit_chain()`.execute(db);
  await sql`drop index auth_audit_event_at_idx`.execute(db);
  await sql`drop index auth_audit_seq_idx`.execute(db);
  await sql`alter table auth_audit drop column seq, drop column prev_hash, drop column hash`.execute(db);
  await sql`drop function auth_audit_digest`.execute(db);
}
