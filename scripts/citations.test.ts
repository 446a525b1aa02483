import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, sourceFiles } from './lib/comments.ts';
import { expandRuleIds, root, ruleIds, sectionsOf } from './lib/docs-index.ts';

/**
 * Requirements live in the repository (STYLE habit 16): a comment cites docs/ only, and what it
 * cites exists there: the page, the rule id in docs/rules.md, the numbered section of a page.
 * Only comments are read; a test title saying "docs/rules.md R8" is a name, not a citation.
 */
const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench', 'e2e'];

const comments = SOURCE_DIRS.flatMap((dir) =>
  [...sourceFiles(path.join(root, dir))].flatMap((file) =>
    commentsOf(file).map((c) => ({ where: `${path.relative(root, file)}:${c.line}`, text: c.text })),
  ),
);

/** Documents outside the repository that comments used to cite, and how they were cited. */
const OUTSIDE: [string, RegExp][] = [
  ['a bare rule number (cite docs/rules.md R12)', /\b[Rr]ules? \d/],
  ['an outside reference/ document', /\breference\/[\w-]+\.md/],
  ['the outside wallet.md (cite docs/wallet-protocol.md)', /(?<![\w/-])wallet\.md/],
  ['the brief (cite docs/product.md §N)', /\bBrief(?:,? section\b|:)/],
  ['the research note (cite docs/sportsbook.md)', /\bresearch note\b/i],
];

function findings(check: (text: string) => string[]): string[] {
  return comments.flatMap(({ where, text }) => check(text).map((what) => `${where}: ${what}`));
}

describe('citations in comments', () => {
  it('are found (the comment reader sees the sources)', () => {
    expect(comments.length).toBeGreaterThan(1000);
    expect(comments.some((c) => c.text.includes('docs/decisions/'))).toBe(true);
  });

  it.each(OUTSIDE)('never cite %s', (_what, pattern) => {
    expect(findings((text) => (pattern.test(text) ? [text.slice(0, 160)] : []))).toEqual([]);
  });

  it('name only rule ids docs/rules.md defines', () => {
    const defined = ruleIds();
    expect(defined.size).toBeGreaterThanOrEqual(40);
    const unknown = findings((text) =>
      [...text.matchAll(/docs\/rules\.md((?:(?:,|;)? (?:and )?R\d+(?:-R\d+)?)+)/g)]
        .flatMap((m) => expandRuleIds(m[1]!))
        .filter((id) => !defined.has(id)),
    );
    expect(unknown).toEqual([]);
  });

  it('name only numbered sections that exist in the page they cite', () => {
    const missing = findings((text) =>
      [...text.matchAll(/(?<![\w/.-])(docs\/[\w./-]+\.md) §(\d+(?:\.\d+)*)/g)]
        .filter((m) => !sectionsOf(m[1]!)?.has(m[2]!))
        .map((m) => `${m[1]} §${m[2]}`),
    );
    expect(missing).toEqual([]);
  });
});
