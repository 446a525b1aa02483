import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { bonusProgressOf } from '../../../../core/bonus/index.ts';
import { ensureSystemAccount } from '../../../../core/ledger/index.ts';
import type { Database } from '../../../../db/database.ts';
import { type AfterCommit, fireAfterCommit } from '../../../../lib/after-commit.ts';
import type { AccountsOf, ChunkResult } from './chunk.ts';
import type { SettleAccounts } from './postings.ts';
import type { SettlementNotifier } from './sink.ts';

/** The sportsbook's system accounts per currency, made on first use and then kept for the process. */
export function systemAccountsCache(): AccountsOf {
  const accounts = new Map<string, SettleAccounts>();
  return async (trx: Transaction<Database>, currency: string) => {
    let found = accounts.get(currency);
    if (!found) {
      const openBets = await ensureSystemAccount(trx, 'sportsbook', 'open-bets', currency);
      const house = await ensureSystemAccount(trx, 'sportsbook', 'house', currency);
      const bonusHouse = await ensureSystemAccount(trx, 'bonus', 'house', currency);
      found = { openBets, house, bonusHouse, currency };
      accounts.set(currency, found);
    }
    return found;
  };
}

/** After a chunk commits: each bet's new state, each player's balance once, the bonuses' progress. */
export function pushChunk(
  deps: { db: Kysely<Database>; notifier: SettlementNotifier; log?: Pick<FastifyBaseLogger, 'warn'> },
  { changed, bonusIds, afterCommit }: ChunkResult,
): void {
  const { db, notifier } = deps;
  const effects: AfterCommit[] = changed.map((c) => () => notifier.betChanged(c.customerId, c.bet));
  for (const customer of new Set(changed.map((c) => c.customerId)))
    effects.push(() => notifier.balanceChanged(customer));
  for (const id of bonusIds) {
    effects.push(async () => {
      const found = await bonusProgressOf(db, id);
      if (found) await notifier.bonusProgress?.(found.customerId, found.progress);
    });
  }
  fireAfterCommit(deps.log, 'sportsbook settlement', [...effects, ...afterCommit]);
}
