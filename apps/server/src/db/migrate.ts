import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Reads `migrations/*.ts` in name order; names are timestamps, so order is history. */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(async (file) => {
        const mod = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
        return [file.replace(/\.ts$/, ''), mod] as const;
      }),
    );
    return Object.fromEntries(entries);
  },
};

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when every migration on disk has been applied (used by /readyz). */
export async function isMigrated(db: Kysely<any>): Promise<boolean> {
  const migrator = new Migrator({ db, provider });
  const migrations = await migrator.getMigrations();
  return migrations.every((m) => m.executedAt !== undefined);
}
