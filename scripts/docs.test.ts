import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './lib/comments.ts';

/**
 * Docs that stay true: every decision record has a Status line and is listed in the README's
 * index under its own number and title, and every `docs/...` file a comment cites exists.
 */
const root = path.resolve(import.meta.dirname, '..');
const decisions = path.join(root, 'docs/decisions');
const adrs = fs
  .readdirSync(decisions)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort();

const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench', 'e2e'];

describe('decision records', () => {
  it.each(adrs)('%s has a numbered title and a Status line', (file) => {
    const text = fs.readFileSync(path.join(decisions, file), 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\.? \\S`));
    expect(text).toMatch(/^Status: (proposed|accepted|superseded|deprecated)\b/m);
  });

  it.each(adrs)('%s names only decision records that exist in Supersedes and Superseded-by', (file) => {
    const text = fs.readFileSync(path.join(decisions, file), 'utf8');
    const named = [...text.matchAll(/^Supersede(?:s|d-by): (.*)$/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/\b(?:ADR )?(\d{3})\b/g)].map((n) => n[1]!),
    );
    for (const n of named)
      expect(
        adrs.some((f) => f.startsWith(`${n}-`)),
        `${file} names ${n}`,
      ).toBe(true);
  });

  it('are all listed in the README, in order, each under its own title', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const index = readme.slice(readme.indexOf('## Decisions'));
    const linked = [...index.matchAll(/^- \[(\d{3}) [^\]]+\]\(docs\/decisions\/([^)]+)\)/gm)].map(
      (m) => m[2],
    );
    expect(linked).toEqual(adrs);
  });
});

describe('citations in comments', () => {
  it('name only docs/ files that exist', () => {
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        // A path of ours, not the tail of a URL or of another repository's path.
        for (const m of text.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.(?:md|json|ya?ml)/g)) {
          if (!fs.existsSync(path.join(root, m[0]))) missing.push(`${path.relative(root, file)}: ${m[0]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
