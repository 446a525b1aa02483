import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/docs-index.ts';

/**
 * The README's project layout and domain map stay true: what they list exists, and every
 * workspace, server module, core domain and app feature has its place in them.
 */
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const section = (title: string) => {
  const start = readme.indexOf(`\n${title}\n`);
  if (start < 0) throw new Error(`README.md has no "${title}" section`);
  const end = readme.indexOf('\n## ', start + title.length + 2);
  return readme.slice(start, end < 0 ? undefined : end);
};
const folders = (rel: string) =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => d.name);

describe('README project layout', () => {
  const block = /```\n([\s\S]*?)```/.exec(section('## Project layout'))![1]!;
  const listed = [...block.matchAll(/^(\S+\/)\s/gm)].map((m) => m[1]!);

  it('lists only folders that exist', () => {
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((dir) => !fs.existsSync(path.join(root, dir)))).toEqual([]);
  });

  it('lists every workspace and every top-level source folder', () => {
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const packages = workspaces.flatMap((glob) => {
      const parent = glob.replace(/\/\*$/, '');
      return glob.endsWith('/*') ? folders(parent).map((name) => `${parent}/${name}/`) : [`${glob}/`];
    });
    const expected = [...packages, 'bench/', 'e2e/', 'scripts/', 'docs/'];
    expect(expected.filter((dir) => !listed.some((l) => l.startsWith(dir)))).toEqual([]);
  });
});

describe('README domain map', () => {
  const rows = section('### Domain map')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => line.split('|').slice(2, -1));
  /** The names in backticks of one column, folders without their trailing slash. */
  const column = (i: number) =>
    new Set(rows.flatMap((cells) => [...cells[i]!.matchAll(/`([^`]+?)\/?`/g)].map((m) => m[1]!)));

  it.each([
    ['apps/server/src/core', 0],
    ['apps/server/src/modules', 1],
    ['apps/server/src/infra', 2],
    ['apps/web/src/features', 3],
    ['apps/admin/src/features', 4],
  ] as const)('places every folder of %s', (dir, i) => {
    const named = column(i);
    expect(folders(dir).filter((name) => !named.has(name))).toEqual([]);
  });

  it('names only what exists', () => {
    const dirs = [
      'apps/server/src/core',
      'apps/server/src/modules',
      'apps/server/src/infra',
      'apps/web/src/features',
      'apps/admin/src/features',
    ];
    const missing = dirs.flatMap((dir, i) =>
      [...column(i)].filter((name) => !fs.existsSync(path.join(root, dir, name))).map((n) => `${dir}/${n}`),
    );
    expect(missing).toEqual([]);
  });
});
