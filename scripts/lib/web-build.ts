import fs from 'node:fs';
import path from 'node:path';
import { type RunOptions, repoRoot, runBin } from './proc.ts';

/** The two browser apps the server hosts: the player site at / and the back office at /admin/. */
type BrowserApp = { name: string; dir: string; dist: string; sources: string[] };

function browserApp(name: string, folder: string): BrowserApp {
  const dir = path.join(repoRoot, folder);
  return {
    name,
    dir,
    dist: path.join(dir, 'dist'),
    // What the built app depends on: a change to any of these makes dist stale.
    sources: ['src', 'index.html', 'public', 'vite.config.ts']
      .map((p) => path.join(dir, p))
      .concat(path.join(repoRoot, 'packages/shared/src')),
  };
}

export const webApp = browserApp('web', 'apps/web');
export const adminApp = browserApp('admin', 'apps/admin');
export const webDir = webApp.dir;
export const webDist = webApp.dist;
export const adminDist = adminApp.dist;
const APPS = [webApp, adminApp];

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

function staleReason(app: BrowserApp): string | null {
  const index = path.join(app.dist, 'index.html');
  if (!fs.existsSync(index)) return `${path.relative(repoRoot, app.dist)} is missing`;
  const built = fs.statSync(index).mtimeMs;
  for (const source of app.sources) {
    const newest = newestMtime(source);
    if (newest.mtime > built) return `${path.relative(repoRoot, newest.file)} changed since the last build`;
  }
  return null;
}

/** Why a browser app must be rebuilt, or null when both dists are up to date. */
export function webBuildStaleReason(): string | null {
  for (const app of APPS) {
    const reason = staleReason(app);
    if (reason) return reason;
  }
  return null;
}

async function build(app: BrowserApp, output: RunOptions = {}): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite then bundles React's development build (StrictMode
  // double effects, dev warnings). What we serve and test is always the production build.
  const code = await runBin('vite', ['build', '--logLevel', 'warn'], {
    ...output,
    cwd: app.dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) throw new Error(`vite build failed for apps/${app.name} (exit ${code})`);
}

/** Builds both browser apps (the player site, then the back office). */
export async function buildWeb(output: RunOptions = {}): Promise<void> {
  for (const app of APPS) await build(app, output);
}

/** Builds each browser app that is missing or older than its sources. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<void> {
  for (const app of APPS) {
    const reason = staleReason(app);
    if (!reason) continue;
    log(`Building apps/${app.name} (${reason})...`);
    await build(app);
  }
}
