import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { spendableBonus } from '../../core/accounts/index.ts';
import { DEFAULT_CURRENCY, availableBalance } from '../../core/ledger/index.ts';
import type { WalletTxKind } from './game-wallet.table.ts';
import { type Outcome, type PlayerBalance, outcome } from './wallet.context.ts';
import type { WalletTxRow } from './wallet.repository.ts';

/**
 * What makes two calls with one transaction_uuid the same call (docs/wallet-protocol.md §2.4): kind, user,
 * amount, currency, round, game_code and the referenced transaction. request_uuid, token, meta
 * and the free-text fields are not part of it. A rollback carries no amount or currency.
 */
export type Fingerprint = {
  kind: WalletTxKind;
  user: string;
  units: bigint;
  currency: string;
  round: string;
  gameCode: string;
  reference: string | null;
};

function sameCall(row: WalletTxRow, f: Fingerprint): boolean {
  return (
    row.kind === f.kind &&
    row.user_code === f.user &&
    row.round === f.round &&
    row.game_code === f.gameCode &&
    row.reference_transaction_uuid === f.reference &&
    (f.kind === 'rollback' || (row.provider_amount === f.units && row.currency === f.currency))
  );
}

export async function balanceFor(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<PlayerBalance> {
  // What the provider may stake: cash plus the bonus balance (ADR 012).
  const minor =
    (await availableBalance(trx, customerId, currency)) + (await spendableBonus(trx, customerId, currency));
  return { customerId, currency, minor };
}

/**
 * A transaction_uuid we have seen: the same call gets the status it got the first time with the
 * balance of now, and nothing moves again; a different call under that id is a DUPLICATE.
 */
export async function replay(trx: Transaction<Database>, row: WalletTxRow, f: Fingerprint): Promise<Outcome> {
  if (!sameCall(row, f)) return outcome(RS.DUPLICATE_TRANSACTION);
  const balance = row.customer_id
    ? await balanceFor(trx, row.customer_id, row.currency || DEFAULT_CURRENCY)
    : null;
  return outcome(row.status as RsStatus, balance);
}
