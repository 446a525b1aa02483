import { betVoidCanonicalPayload } from '@lalebet/shared';
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import { payloadHash } from '../../../core/approvals/index.ts';
import type { Database } from '../../../db/database.ts';
import type { BetRow, LegRow } from '../bets/settle/bet-target.ts';
import { BET_ROW_COLUMNS } from '../bets/settle/chunk-read.ts';
import type { SbBetVoidRequestTable } from './void-limits.table.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a void approval is bound to (packages/shared betVoidCanonicalPayload). */
export const voidRequestHash = (v: { betId: string; customerId: bigint; reason: string }) =>
  payloadHash(betVoidCanonicalPayload(v));

/** The bet as settlement reads it (chunk-read.ts). */
export type VoidBet = BetRow & { voided_at: Date | null; settled_at: Date | null };

/**
 * The bet row-locked, as settlement's chunk reads it (the stake still open after a partial
 * cash-out): the same lock settlement takes first, so a void and a settlement of the bet run
 * one after the other and the second sees what the first did.
 */
export async function lockVoidBet(trx: Transaction<Database>, betId: string): Promise<VoidBet | undefined> {
  return (await trx
    .selectFrom('sb_bet')
    .select([...BET_ROW_COLUMNS, 'voided_at', 'settled_at'])
    .where('id', '=', betId)
    .forUpdate()
    .executeTakeFirst()) as VoidBet | undefined;
}

/** The bet's legs with their lines (the exposure keys). */
export function voidBetLegs(db: Db, betId: string) {
  return db
    .selectFrom('sb_bet_leg')
    .select([
      'bet_id',
      'leg_no',
      'outcome_id',
      'odds_milli',
      'result',
      'void_factor',
      'dead_heat_factor',
      'banker',
      'event_id',
      'market_id',
      'specifiers',
    ])
    .where('bet_id', '=', betId)
    .orderBy('leg_no')
    .execute() satisfies Promise<LegRow[]>;
}

/** A void of the bet pending or done: a bet is voided once. */
export async function hasOpenVoid(db: Db, betId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sb_bet_void_request')
    .select('id')
    .where('bet_id', '=', betId)
    .where('status', 'in', ['pending', 'executed'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertVoidRequest(trx: Transaction<Database>, row: Insertable<SbBetVoidRequestTable>) {
  const { id } = await trx
    .insertInto('sb_bet_void_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findVoidRequest(db: Db, id: bigint) {
  return db.selectFrom('sb_bet_void_request').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Requests with what an approver reads: the bet's amounts and state, player, requester, decider. */
export function voidRequestViews(db: Db, ids: bigint[]) {
  return db
    .selectFrom('sb_bet_void_request as v')
    .innerJoin('sb_bet as b', 'b.id', 'v.bet_id')
    .innerJoin('customer as c', 'c.id', 'v.customer_id')
    .innerJoin('admin_user as r', 'r.id', 'v.requested_by')
    .leftJoin('admin_user as d', 'd.id', 'v.decided_by')
    .selectAll('v')
    .select([
      'b.status as bet_status',
      sql<bigint>`coalesce(b.open_stake_per_line * b.lines, b.total_stake)`.as('stake'),
      'b.payout',
      'c.username',
      'r.username as requester',
      'd.username as decider',
    ])
    .where('v.id', 'in', ids)
    .execute();
}
