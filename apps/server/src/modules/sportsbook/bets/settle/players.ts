import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import {
  ensurePlayerAccount,
  ensurePlayerBonusAccount,
  playerAccountKey,
  playerBonusAccountKey,
} from '../../../../core/ledger/index.ts';
import type { BetRow } from './bet-target.ts';
import type { Held } from './bet-money.ts';

/**
 * Locks the moving bets' players' cash accounts, and the bonus accounts of those whose bet's
 * bonus is active, in id order (the ledger's lock order), and reads what each holds, keyed by the
 * account key (a player has one cash and one bonus account per currency).
 */
export async function lockPlayers(
  trx: Transaction<Database>,
  moving: { bet: BetRow }[],
  isActive: (bet: BetRow) => boolean,
): Promise<Map<string, Held>> {
  const found = new Map<string, Held>();
  const ensure = new Map<string, () => Promise<bigint>>();
  for (const { bet } of moving) {
    const { customer_id: id, currency } = bet;
    ensure.set(playerAccountKey(id, currency), () => ensurePlayerAccount(trx, id, currency));
    if (isActive(bet))
      ensure.set(playerBonusAccountKey(id, currency), () => ensurePlayerBonusAccount(trx, id, currency));
  }
  if (!ensure.size) return found;
  const keys = [...ensure.keys()];
  const read = () =>
    sql<{ id: bigint; key: string; available: bigint }>`
      select id, key, credits_posted - debits_posted - debits_pending as available
      from ledger_account where key = any(${keys}::text[]) order by id for update`.execute(trx);
  let { rows } = await read();
  if (rows.length < keys.length) {
    // A bet staked from bonus money alone may meet a player with no cash account yet.
    const have = new Set(rows.map((r) => r.key));
    for (const [key, make] of ensure) if (!have.has(key)) await make();
    ({ rows } = await read());
  }
  for (const r of rows) found.set(r.key, { id: BigInt(r.id), available: BigInt(r.available) });
  return found;
}
