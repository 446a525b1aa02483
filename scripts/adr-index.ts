/**
 * `npm run docs:index`: rewrites the README's "## Decisions" list from docs/decisions/*.md, one
 * line per record with its number and title; scripts/docs.test.ts fails when the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'docs/decisions');
const lines = fs
  .readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort()
  .map((f) => {
    const title = fs.readFileSync(path.join(dir, f), 'utf8').split('\n')[0]!;
    const m = /^# (\d{3})\.? (.+)$/.exec(title);
    if (!m) throw new Error(`${f}: the first line must be "# NNN. Title"`);
    return `- [${m[1]} ${m[2]}](docs/decisions/${f})`;
  });
const readmePath = path.join(root, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const start = readme.indexOf('## Decisions');
if (start < 0) throw new Error('README.md has no "## Decisions" section');
const first = readme.indexOf('\n- [', start);
let end = first;
while (readme.startsWith('\n- [', end))
  end = readme.indexOf('\n', end + 1) === -1 ? readme.length : readme.indexOf('\n', end + 1);
fs.writeFileSync(readmePath, `${readme.slice(0, first)}\n${lines.join('\n')}${readme.slice(end)}`);
console.log(`README.md: ${lines.length} decision records listed`);
