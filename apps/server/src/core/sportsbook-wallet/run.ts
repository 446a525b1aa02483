import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fireAfterCommit } from '../../lib/after-commit.ts';
import { availableBalance } from '../ledger/index.ts';
import type { BookOutcome, BookProvider } from './provider.ts';

export type BookCtx = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  notifier: Pick<FastifyInstance['notifier'], 'balanceChanged' | 'notice' | 'protection' | 'staffQueue'>;
};

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * One wallet call in one database transaction (retried on a deadlock or serialization failure);
 * after the commit the new balance goes through the hub and any notice is sent.
 */
export async function runBook(
  ctx: BookCtx,
  p: BookProvider,
  fn: (trx: Transaction<Database>) => Promise<BookOutcome>,
): Promise<BookOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction().execute(fn);
      const pushes = [...(result.afterCommit ?? [])];
      if (result.moved !== undefined) {
        const customerId = result.moved;
        pushes.push(() => ctx.notifier.balanceChanged(customerId));
      }
      fireAfterCommit(ctx.log, `${p.name} wallet`, pushes);
      return result;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err;
    }
  }
}

/** The cash balance a framed book is told (its stakes draw on cash only). */
export const cashBalance = (
  db: Kysely<Database> | Transaction<Database>,
  customerId: bigint,
  currency: string,
) => availableBalance(db, customerId, currency);
