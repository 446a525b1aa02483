import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runBin } from './proc.ts';

export const webDir = path.join(repoRoot, 'apps/web');
export const webDist = path.join(webDir, 'dist');

/** What the built site depends on: a change to any of these makes dist stale. */
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => path.join(repoRoot, p));

/** Tests live beside the code but are not part of the build. */
const NOT_BUILT = /(\.test\.[jt]sx?$)|(\/src\/test\/)/;

function newestMtime(p: string): { mtime: number; file: string } {
  let best = { mtime: 0, file: p };
  if (NOT_BUILT.test(p)) return best;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return best;
  }
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: p };
  for (const entry of fs.readdirSync(p)) {
    const found = newestMtime(path.join(p, entry));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

/** Why the web build must be redone, or null when apps/web/dist is up to date. */
export function webBuildStaleReason(): string | null {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return 'apps/web/dist is missing';
  const built = fs.statSync(index).mtimeMs;
  for (const source of SOURCES) {
    const newest = newestMtime(source);
    if (newest.mtime > built) return `${path.relative(repoRoot, newest.file)} changed since the last build`;
  }
  return null;
}

export async function buildWeb(): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite then bundles React's development build (StrictMode
  // double effects, dev warnings). What we serve and test is always the production build.
  const code = await runBin('vite', ['build', '--logLevel', 'warn'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/** Builds the web app when it is missing or older than its sources. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  const reason = webBuildStaleReason();
  if (!reason) return;
  log(`Building the web app (${reason})...`);
  await buildWeb();
}
