/**
 * The Kysely table types (`*.table.ts`, composed in `database.ts`) against the migrated schema:
 * a column added by a migration but not declared (or declared but never created), a table
 * without a type, or a nullable column typed as never null would otherwise surface only as a
 * wrong query at run time.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testDatabases } from '../test/harness.ts';
import { type Declared, declaredTables } from './table-types.test-kit.ts';

/** Tables the migrator owns; no product query reads them. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Actual = Map<string, Map<string, boolean>>;

async function actualTables(t: TestDb): Promise<Actual> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name, c.column_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
  `.execute(t.db);
  const out: Actual = new Map();
  for (const r of rows) {
    if (MIGRATOR_TABLES.has(r.table_name)) continue;
    const columns = out.get(r.table_name) ?? out.set(r.table_name, new Map()).get(r.table_name)!;
    columns.set(r.column_name, r.is_nullable === 'YES');
  }
  return out;
}

const names = (m: Map<string, unknown> | undefined) => [...(m?.keys() ?? [])].sort();

function columnDrift(actual: Actual, declared: Declared): string[] {
  return [...actual].flatMap(([table, columns]) => {
    const typed = declared.get(table);
    if (!typed) return [];
    const missing = names(columns).filter((c) => !typed.has(c));
    const extra = names(typed).filter((c) => !columns.has(c));
    return [
      ...missing.map((c) => `${table}.${c}: in the database, not in the type`),
      ...extra.map((c) => `${table}.${c}: in the type, not in the database`),
    ];
  });
}

function nullDrift(actual: Actual, declared: Declared): string[] {
  return [...actual].flatMap(([table, columns]) =>
    [...columns]
      .filter(([column, nullable]) => nullable && declared.get(table)?.get(column) === false)
      .map(([column]) => `${table}.${column}: nullable in the database, never null in the type`),
  );
}

let declared: Declared;
beforeAll(() => {
  declared = declaredTables();
});

describe.each(testDatabases())('table types match the migrated schema (%s)', (kind) => {
  let t: TestDb;
  let actual: Actual;
  beforeAll(async () => {
    t = await createTestDb(kind);
    actual = await actualTables(t);
  });
  afterAll(() => t?.drop());

  it('declares a type for every table, and every declared table exists', () => {
    expect(names(declared)).toEqual(names(actual));
  });

  it('declares exactly the columns each table has', () => {
    expect(columnDrift(actual, declared)).toEqual([]);
  });

  it('types every nullable column as possibly null', () => {
    expect(nullDrift(actual, declared)).toEqual([]);
  });

  // Proves the comparison can fail: the same schema plus what a migration might add untyped.
  it('notices a column or a null a migration adds without its type', async () => {
    await sql`alter table callback_request add column referrer text`.execute(t.db);
    await sql`alter table callback_request alter column phone drop not null`.execute(t.db);
    const changed = await actualTables(t);
    expect(columnDrift(changed, declared)).toEqual([
      'callback_request.referrer: in the database, not in the type',
    ]);
    expect(nullDrift(changed, declared)).toEqual([
      'callback_request.phone: nullable in the database, never null in the type',
    ]);
  });
});
