import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { type ChainCheck, checkChain } from './audit.repository.ts';

/**
 * Keyed seals over the audit chain (docs/decisions/049-production-safety-ii.md). The chain of
 * ADR 028 is computed by the database, so whoever owns the database can edit a row and recompute
 * every later hash. A job seals each row with an HMAC under AUDIT_CHAIN_KEYS, a key the
 * database never holds; the verifier then names the first row whose seal does not hold.
 */
export type Broken = { seq: bigint; reason: 'hash' | 'link' | 'gap' | 'seal' };
const ZERO = '0'.repeat(64);
const PAGE = 2000;

export function sealMac(key: Buffer, seq: bigint, hash: string): string {
  return createHmac('sha256', key).update(`auth_audit:${seq}:${hash}`).digest('hex');
}

/**
 * Seals the rows after the last seal, in order, checking each link on the way; stops at the
 * first row that does not chain onto the sealed one (it is returned, never sealed). Safe in
 * several processes: a seal already written by another wins.
 */
export async function sealNewRows(
  db: Kysely<Database>,
  keys: Keyring,
  limit = PAGE,
): Promise<{ sealed: number; broken: Broken | null }> {
  const last = await db
    .selectFrom('auth_audit_seal')
    .select(['seq', 'hash'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  let seq = last ? BigInt(last.seq) : 0n;
  let hash = last?.hash ?? ZERO;
  // Ordered by the bigint column, not the text alias of the same name.
  const { rows } = await sql<{ seq: string; hash: string; prev_hash: string; recomputed: string }>`
    select a.seq::text as seq, hash, prev_hash,
      auth_audit_digest(seq, at, actor_kind, actor_id, event, ip, user_agent, fingerprint, details, prev_hash) as recomputed
    from auth_audit a where a.seq > ${seq} order by a.seq limit ${limit}`.execute(db);
  const { id, key } = keys[0];
  const seals = [];
  let broken: Broken | null = null;
  for (const r of rows) {
    const at = BigInt(r.seq);
    const reason =
      at !== seq + 1n ? 'gap' : r.prev_hash !== hash ? 'link' : r.hash !== r.recomputed ? 'hash' : null;
    if (reason) {
      broken = { seq: reason === 'gap' ? seq + 1n : at, reason };
      break;
    }
    seals.push({ seq: at, hash: r.hash, key_id: id, mac: sealMac(key, at, r.hash) });
    seq = at;
    hash = r.hash;
  }
  if (seals.length) {
    await db
      .insertInto('auth_audit_seal')
      .values(seals)
      .onConflict((oc) => oc.column('seq').doNothing())
      .execute();
  }
  return { sealed: seals.length, broken };
}

/** Every seal against its key and its row: the first seal that fails, and the newest sealed seq. */
export async function checkSeals(
  db: Kysely<Database>,
  keys: Keyring,
): Promise<{ sealedThrough: bigint; broken: Broken | null }> {
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  let after = 0n;
  for (;;) {
    const { rows } = await sql<{
      seq: string;
      sealed: string;
      key_id: string;
      mac: string;
      row: string | null;
    }>`
      select s.seq::text, s.hash as sealed, s.key_id, s.mac, a.hash as row
      from auth_audit_seal s left join auth_audit a on a.seq = s.seq
      where s.seq > ${after} order by s.seq limit ${PAGE}`.execute(db);
    for (const r of rows) {
      const seq = BigInt(r.seq);
      const key = byId.get(r.key_id);
      const expected = key ? Buffer.from(sealMac(key, seq, r.sealed), 'hex') : null;
      const given = Buffer.from(r.mac, 'hex');
      if (!expected || given.length !== expected.length || !timingSafeEqual(expected, given)) {
        return { sealedThrough: seq, broken: { seq, reason: 'seal' } };
      }
      if (r.row === null) return { sealedThrough: seq, broken: { seq, reason: 'gap' } };
      if (r.row !== r.sealed) return { sealedThrough: seq, broken: { seq, reason: 'seal' } };
      after = seq;
    }
    if (rows.length < PAGE) return { sealedThrough: after, broken: null };
  }
}

export type AuditTrailCheck = Omit<ChainCheck, 'firstBroken'> & {
  firstBroken: Broken | null;
  sealedThrough: bigint;
};

/** The chain (ADR 028) and its seals together: the earliest failure of either. */
export async function verifyAuditTrail(db: Kysely<Database>, keys: Keyring): Promise<AuditTrailCheck> {
  const chain = await checkChain(db);
  const seals = await checkSeals(db, keys);
  const candidates = [chain.firstBroken, seals.broken].filter((b): b is Broken => b !== null);
  const firstBroken = candidates.sort((a, b) => (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0))[0] ?? null;
  return { ...chain, firstBroken, sealedThrough: seals.sealedThrough };
}
