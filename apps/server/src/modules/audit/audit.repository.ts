import { type Kysely, sql } from 'kysely';
import type { AdminAuditQuery } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';

type Filters = Pick<AdminAuditQuery, 'actorKind' | 'actorId' | 'event' | 'from' | 'to'>;

function filtered(db: Kysely<Database>, q: Filters) {
  let base = db.selectFrom('auth_audit');
  if (q.actorKind) base = base.where('actor_kind', '=', q.actorKind);
  if (q.actorId) base = base.where('actor_id', '=', BigInt(q.actorId));
  if (q.event?.endsWith('*'))
    base = base.where('event', 'like', `${q.event.slice(0, -1).replaceAll('_', '\\_')}%`);
  else if (q.event) base = base.where('event', '=', q.event);
  if (q.from) base = base.where('at', '>=', new Date(q.from));
  if (q.to) base = base.where('at', '<', new Date(q.to));
  return base;
}

const ROW = ['seq', 'at', 'actor_kind', 'actor_id', 'event', 'ip', 'details', 'hash'] as const;

/** One page of the audit trail with its total, filtered as the viewer asks. */
export async function listAudit(db: Kysely<Database>, q: AdminAuditQuery) {
  const base = filtered(db, q);
  const [rows, count] = await Promise.all([
    base
      .select(ROW)
      .orderBy('seq', q.sort === 'oldest' ? 'asc' : 'desc')
      .offset(q.skip)
      .limit(q.take)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The newest seq (0 when the trail is empty): an export's fixed upper bound. */
export async function lastAuditSeq(db: Kysely<Database>): Promise<bigint> {
  const r = await db
    .selectFrom('auth_audit')
    .select((eb) => eb.fn.max('seq').as('last'))
    .executeTakeFirst();
  return r?.last == null ? 0n : BigInt(r.last);
}

export async function countAuditUpTo(db: Kysely<Database>, q: Filters, upTo: bigint): Promise<number> {
  const r = await filtered(db, q)
    .where('seq', '<=', upTo)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Keyset page by seq (after the last one seen), never past `upTo`. */
export function auditExportPage(
  db: Kysely<Database>,
  q: Filters,
  p: { after: bigint | null; upTo: bigint; limit: number; asc: boolean },
) {
  let base = filtered(db, q).where('seq', '<=', p.upTo);
  if (p.after !== null) base = base.where('seq', p.asc ? '>' : '<', p.after);
  return base
    .select(ROW)
    .orderBy('seq', p.asc ? 'asc' : 'desc')
    .limit(p.limit)
    .execute();
}

export type ChainCheck = {
  checked: number;
  lastSeq: bigint | null;
  firstBroken: { seq: bigint; reason: 'hash' | 'link' | 'gap' } | null;
};

/**
 * Walks the chain in sequence order inside the database: each row's hash recomputed from its
 * fields, its prev_hash compared with the row before's hash, its seq with the one before + 1.
 * Returns the first row that fails (docs/decisions/028-audit-chain.md).
 */
export async function checkChain(db: Kysely<Database>): Promise<ChainCheck> {
  const { rows } = await sql<{
    seq: string;
    reason: 'hash' | 'link' | 'gap' | null;
    n: string;
    last: string | null;
  }>`
    with walked as (
      select seq, hash, prev_hash,
        auth_audit_digest(seq, at, actor_kind, actor_id, event, ip, user_agent, fingerprint, details, prev_hash) as recomputed,
        lag(hash, 1, repeat('0', 64)) over (order by seq) as before_hash,
        lag(seq, 1, 0::bigint) over (order by seq) as before_seq
      from auth_audit
    ), broken as (
      select seq, case
        when seq <> before_seq + 1 then 'gap'
        when prev_hash <> before_hash then 'link'
        when hash <> recomputed then 'hash' end as reason
      from walked
    )
    select (select min(seq) from broken where reason is not null)::text as seq,
      (select reason from broken where reason is not null order by seq limit 1) as reason,
      (select count(*) from auth_audit)::text as n,
      (select max(seq) from auth_audit)::text as last`.execute(db);
  const r = rows[0]!;
  return {
    checked: Number(r.n),
    lastSeq: r.last == null ? null : BigInt(r.last),
    firstBroken: r.seq == null || r.reason == null ? null : { seq: BigInt(r.seq), reason: r.reason },
  };
}
