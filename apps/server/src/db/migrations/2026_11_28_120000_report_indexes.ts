import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the back-office reports (docs/decisions/031-reports-and-exports.md): each report
 * reads a date range of one of these tables, which would otherwise be a full scan. The two on
 * the wallet's and the ledger's hot insert paths are one btree each, partial where they can be.
 */
const INDEXES: [name: string, definition: string][] = [
  [
    'wallet_transaction_report',
    `on wallet_transaction (created_at) where applied and kind in ('bet', 'win')`,
  ],
  ['ledger_transfer_created', 'on ledger_transfer (created_at)'],
  ['payment_confirmed_report', 'on payment (updated_at) where status = 1'],
  ['customer_created', 'on customer (created_at)'],
  ['sb_bet_placed', 'on sb_bet (placed_at)'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`create index ${sql.id(name)} ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
