/**
 * `node scripts/seed-backoffice.ts <postgres url> [players] [postings]`: migrates the database
 * at the URL and fills it with a back office at scale (bench/lib/backoffice-seed.ts: 100,000
 * players and 1,000,000 ledger postings by default) in bulk SQL. Refuses a database that
 * already has players, so it never mixes with real or test data.
 */
import { createDb } from '../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedBackoffice } from '../bench/lib/backoffice-seed.ts';

const [url, players = '100000', postings = '1000000'] = process.argv.slice(2);
if (!url?.startsWith('postgres')) {
  console.error('usage: node scripts/seed-backoffice.ts postgres://user@host:5432/db [players] [postings]');
  process.exit(2);
}
const db = await createDb({ kind: 'postgres', url });
try {
  await migrateToLatest(db);
  const existing = await db.selectFrom('customer').select('id').limit(1).execute();
  if (existing.length) throw new Error('this database already has players; seed an empty one');
  const p = Number(players);
  const n = Number(postings);
  await seedBackoffice(db, { players: p, postings: n, whalePostings: Math.floor(n / 10), log: console.log });
  console.log('done');
} finally {
  await db.destroy();
}
