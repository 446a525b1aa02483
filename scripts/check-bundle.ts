/**
 * The home page's JavaScript budget: gzip size of what the browser loads before the first
 * interaction on `/` — the entry chunk and its static imports, plus the home route's lazy
 * chunk and its static imports, and the default language's translation chunks — read from Vite's manifest. Run after `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { adminDist, webDist } from './lib/web-build.ts';

const BUDGET = 150 * 1024; // bytes, gzip level 9
const HOME_ROUTE = 'src/app/routes/home.tsx';
const DEFAULT_LOCALE_DIR = 'src/locales/tr/';
/** Must match EAGER_NAMESPACES in apps/web/src/locales/index.ts. */
const EAGER_NAMESPACES = ['common', 'content'];

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

const manifestPath = path.join(webDist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${path.relative(process.cwd(), manifestPath)} not found: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

/** Adds `start` and every chunk it imports statically (recursively) to `roles`, each once. */
function staticClosure(start: string, role: string, roles: Map<string, string>, depth = 0) {
  if (roles.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`manifest has no entry ${start}`);
  roles.set(start, depth === 0 ? role : `${role} import`);
  for (const dep of chunk.imports ?? []) staticClosure(dep, role, roles, depth + 1);
}

const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
if (entries.length === 0) {
  console.error('The manifest lists no entry chunk.');
  process.exit(1);
}
const roles = new Map<string, string>();
for (const [key] of entries) staticClosure(key, 'entry', roles);
if (manifest[HOME_ROUTE]) staticClosure(HOME_ROUTE, 'home', roles);
else console.warn(`note: ${HOME_ROUTE} is not in the manifest; counting the entry only.`);
// The default language's (tr) eager translation namespaces load before the first render too.
for (const ns of EAGER_NAMESPACES) {
  const key = `${DEFAULT_LOCALE_DIR}${ns}.json`;
  if (manifest[key]) staticClosure(key, 'locale', roles);
  else console.warn(`note: ${key} is not in the manifest.`);
}

const rows = [...roles]
  .map(([key, role]) => ({ file: manifest[key]!.file, role }))
  .filter((r) => r.file.endsWith('.js'))
  .map((r) => {
    const bytes = fs.readFileSync(path.join(webDist, r.file));
    return { ...r, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const width = Math.max(4, ...rows.map((r) => r.file.length));
const line = (file: string, role: string, raw: string, gzip: string) =>
  console.log(`${file.padEnd(width)}  ${role.padEnd(11)}  ${raw.padStart(9)}  ${gzip.padStart(9)}`);
line('file', 'loaded as', 'raw', 'gzip');
for (const r of rows) line(r.file, r.role, kb(r.raw), kb(r.gzip));
line('total', '', '', kb(total));

if (total > BUDGET) {
  console.error(`\nOver budget: ${kb(total)} gzip > ${kb(BUDGET)}. Lazy-load more of the home route.`);
  process.exit(1);
}
console.log(`\nWithin budget: ${kb(total)} of ${kb(BUDGET)} gzip (${((total / BUDGET) * 100).toFixed(0)}%).`);

// The back office (apps/admin) has no budget of its own (docs/decisions/034-admin-app.md); its
// sign-in and first page are reported, so a change that bloats it shows in the CI log.
const adminManifestPath = path.join(adminDist, '.vite/manifest.json');
if (fs.existsSync(adminManifestPath)) {
  const admin = JSON.parse(fs.readFileSync(adminManifestPath, 'utf8')) as Manifest;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !admin[key]) return;
    seen.add(key);
    for (const dep of admin[key].imports ?? []) walk(dep);
  };
  for (const [key, c] of Object.entries(admin)) if (c.isEntry) walk(key);
  for (const key of ['src/features/home/home-page.tsx', 'src/locales/tr/common.json']) walk(key);
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(adminDist, file)), { level: 9 }).length;
  const first = [...seen].map((k) => admin[k]!.file).filter((f) => f.endsWith('.js'));
  const all = [...new Set(Object.values(admin).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
  console.log(
    `\nBack office: ${kb(sum(first))} gzip before its first page is usable; ${kb(sum(all))} gzip in all (${all.length} chunks).`,
  );
}
