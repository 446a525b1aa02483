import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AfterCommit, fireAfterCommit } from '../../lib/after-commit.ts';
import type { BetsyCode } from '../../lib/betsy/protocol.ts';
import { availableBalance } from '../../core/ledger/index.ts';

export type BetsyCtx = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  notifier: Pick<FastifyInstance['notifier'], 'balanceChanged' | 'notice' | 'protection' | 'staffQueue'>;
};

/** A call's answer: Betsy's code and, when the ledger moved, whose balance to push. */
export type BetsyOutcome = {
  code: BetsyCode;
  /** The player whose cash moved (pushed once committed). */
  moved?: bigint;
  afterCommit?: AfterCommit[];
};

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * One wallet call in one database transaction (retried on a deadlock or serialization failure);
 * after the commit the new balance goes through the hub and any notice is sent.
 */
export async function runBetsy(
  ctx: BetsyCtx,
  fn: (trx: Transaction<Database>) => Promise<BetsyOutcome>,
): Promise<BetsyOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction().execute(fn);
      const pushes = [...(result.afterCommit ?? [])];
      if (result.moved !== undefined) {
        const customerId = result.moved;
        pushes.push(() => ctx.notifier.balanceChanged(customerId));
      }
      fireAfterCommit(ctx.log, 'betsy wallet', pushes);
      return result;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err;
    }
  }
}

/** The cash balance Betsy is told (its stakes draw on cash only: ADR 091). */
export const cashBalance = (
  db: Kysely<Database> | Transaction<Database>,
  customerId: bigint,
  currency: string,
) => availableBalance(db, customerId, currency);
