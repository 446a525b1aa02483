import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { availableBalance } from '../core/ledger/index.ts';
import { createSettlementSink } from '../modules/sportsbook/bets/settle/sink.ts';
import { line, placeBet, recordingNotifier } from '../modules/sportsbook/bets/settle/bets.test-kit.ts';
import { fund } from './ledger.ts';

/**
 * Leaves the customer owing `owed` kurus (even) from a corrected bet, with no cash left
 * (docs/decisions/047-money-details.md): a bet of owed/2 at 2.00 wins, every kuruş on the account
 * is staked on an open bet, then the win is rolled back. Returns the corrected bet's id.
 */
export async function owe(db: Kysely<Database>, customerId: bigint, owed: bigint): Promise<string> {
  const sink = createSettlementSink({ db, notifier: recordingNotifier().notifier });
  const stake = owed / 2n;
  await fund(db, customerId, stake);
  const won = line(`sr:match:owe:${randomUUID()}`);
  const betId = await placeBet(db, {
    customerId,
    legs: [{ line: won, outcomeId: '1', oddsMilli: 2000 }],
    stakePerLine: stake,
  });
  await sink.settle(won, 1, [{ id: '1', result: 1 }]);
  const all = await availableBalance(db, customerId);
  await placeBet(db, {
    customerId,
    legs: [{ line: line(`sr:match:owe:${randomUUID()}`), outcomeId: '1', oddsMilli: 2000 }],
    stakePerLine: all,
  });
  await sink.rollbackSettlement(won, 1);
  return betId;
}
