import { type Transaction, sql } from 'kysely';
import type { BetStatus, LegResult } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import {
  type TransferSpec,
  countPostedTransfers,
  ledgerErrorFrom,
  newTransfersInsert,
} from '../../../../core/ledger/index.ts';
import type { SettlementKind } from './settle.table.ts';

export type LegUpdate = {
  bet_id: string;
  leg_no: number;
  result: LegResult;
  void_factor: string | null;
  dead_heat_factor: string | null;
};
export type BetUpdate = {
  id: string;
  status: BetStatus;
  payout: bigint | null;
  bonus_payout: bigint | null;
  capped: boolean;
  generation: number;
  settled_at: Date | null;
};

type ChunkWrites = {
  legUpdates: LegUpdate[];
  synced: { bet_id: string; leg_no: number }[];
  version: number;
  transfers: TransferSpec[];
  betUpdates: BetUpdate[];
  rows: { bet_id: string; generation: number; kind: SettlementKind; payout: bigint; created_at: Date }[];
  debts: { bet_id: string; generation: number; customer_id: bigint; amount: bigint; created_at: Date }[];
};

const BATCH = 1000;
function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

/** A chunk's writes as a few set-based statements (a line may hold 100,000 bets). */
export async function writeChunk(trx: Transaction<Database>, w: ChunkWrites): Promise<void> {
  for (const part of batches(w.legUpdates)) {
    const values = sql.join(
      part.map(
        (l) =>
          sql`(${l.bet_id}::uuid, ${l.leg_no}::smallint, ${l.result}, ${l.void_factor}::numeric, ${l.dead_heat_factor}::numeric)`,
      ),
    );
    await sql`update sb_bet_leg as l set result = v.result, void_factor = v.vf, dead_heat_factor = v.dh
      from (values ${values}) as v(bet_id, leg_no, result, vf, dh)
      where l.bet_id = v.bet_id and l.leg_no = v.leg_no`.execute(trx);
  }
  for (const part of batches(w.synced)) {
    await trx
      .insertInto('sb_leg_sync')
      .values(part.map((s) => ({ ...s, version: w.version })))
      .onConflict((oc) => oc.columns(['bet_id', 'leg_no']).doUpdateSet({ version: w.version }))
      .execute();
  }
  for (const part of batches(w.transfers)) {
    // The players' cash and bonus rows are locked (chunk.ts); the house side is never locked.
    let written: { id: string }[];
    try {
      written = await newTransfersInsert(trx, part).execute();
    } catch (err) {
      throw ledgerErrorFrom(err) ?? err;
    }
    if (written.length !== part.length) throw new Error('settlement: a transfer id was already posted');
    countPostedTransfers(written.length);
  }
  for (const part of batches(w.betUpdates)) {
    const values = sql.join(
      part.map(
        (b) =>
          sql`(${b.id}::uuid, ${b.status}, ${b.payout}::bigint, ${b.bonus_payout}::bigint, ${b.capped}::boolean, ${b.generation}::int, ${b.settled_at}::timestamptz)`,
      ),
    );
    await sql`update sb_bet as b set status = v.status, payout = v.payout, bonus_payout = v.bonus_payout,
        capped = v.capped, generation = v.generation, settled_at = v.settled_at
      from (values ${values}) as v(id, status, payout, bonus_payout, capped, generation, settled_at)
      where b.id = v.id`.execute(trx);
  }
  for (const part of batches(w.rows)) await trx.insertInto('sb_bet_settlement').values(part).execute();
  for (const part of batches(w.debts)) await trx.insertInto('sb_bet_debt').values(part).execute();
}
