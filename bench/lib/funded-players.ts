/**
 * The benches' players' money: a TRY cash account for each customer, funded from the bench's
 * gateway account through the ledger's own trigger, in two bulk statements.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import {
  ensureSystemAccount,
  playerAccountKey,
  transferId,
} from '../../apps/server/src/core/ledger/index.ts';

/**
 * Opens and funds the accounts of `customers` with `each` kuruş; `tag` keeps the transfer ids
 * apart. Returns the accounts, in the order of `customers`, and the gateway's.
 */
export async function fundPlayers(
  db: Kysely<Database>,
  customers: bigint[],
  each: bigint,
  tag: string,
): Promise<{ accounts: bigint[]; gateway: bigint }> {
  const { rows } = await sql<{ id: bigint }>`
    insert into ledger_account (key, kind, currency, customer_id, tracked, no_overdraft)
    select k, 'player', 'TRY', c, true, true
    from unnest(${customers.map((c) => playerAccountKey(c))}::text[], ${customers}::bigint[]) as u(k, c)
    returning id`.execute(db);
  const gateway = await ensureSystemAccount(db, 'gateway', 'bench');
  const accounts = rows.map((r) => r.id);
  await sql`
    insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase)
    select u.id, ${gateway}, u.p, ${each}, 'TRY', 'deposit', 'posted'
    from unnest(${accounts.map((a) => transferId(tag, a))}::uuid[], ${accounts}::bigint[]) as u(id, p)`.execute(
    db,
  );
  return { accounts, gateway };
}
