/**
 * `npm start`: builds the web app if it is missing or stale, then runs the server in this
 * process (it migrates, seeds demo data on an empty database, and prints the URL). With
 * WEB_CONCURRENCY > 1 this process becomes the primary that forks that many servers
 * (apps/server/src/cluster.ts, ADR 018).
 */
import { loadDotEnv } from './lib/proc.ts';
import { ensureWebBuild } from './lib/web-build.ts';

loadDotEnv();
try {
  await ensureWebBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await import('../apps/server/src/server.ts');
