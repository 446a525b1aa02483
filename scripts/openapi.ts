/**
 * Writes the API's OpenAPI document to docs/openapi.json, from the route schemas of an app
 * built on a throw-away in-memory database. `--check` fails when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {} from '@fastify/swagger'; // brings in the type of app.swagger()
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { repoRoot } from './lib/proc.ts';

const OUT = path.join(repoRoot, 'docs/openapi.json');
const check = process.argv.includes('--check');

async function generate(): Promise<string> {
  const db = await createDb({ kind: 'pglite', dir: null });
  try {
    await migrateToLatest(db);
    // No web build: static files must not change the document.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      webDistDir: path.join(repoRoot, 'node_modules/.cache/no-web-dist'),
      adminDistDir: path.join(repoRoot, 'node_modules/.cache/no-web-dist'),
    };
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const spec = app.swagger();
    await app.close();
    return `${JSON.stringify(spec, null, 2)}\n`;
  } finally {
    await db.destroy();
  }
}

const fresh = await generate();
const rel = path.relative(repoRoot, OUT);
if (check) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : null;
  if (current !== fresh) {
    console.error(
      current === null
        ? `${rel} is missing. Run \`npm run openapi\` and commit it.`
        : `${rel} is out of date with the route schemas. Run \`npm run openapi\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${rel} is up to date.`);
} else {
  fs.writeFileSync(OUT, fresh);
  console.log(`Wrote ${rel} (${Object.keys(JSON.parse(fresh).paths ?? {}).length} paths).`);
}
