/**
 * The comments of a TypeScript or TSX file, found by the compiler's own parser: a regular
 * expression over the text would also see `//` in URLs and test names inside strings, and the
 * docs test must judge only what comments cite (test titles may say "docs/rules.md R8" by design).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Comment = { line: number; text: string };

export function commentsOf(file: string, text = fs.readFileSync(file, 'utf8')): Comment[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, ts.CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, r));
  const visit = (node: ts.Node): void => {
    // JSX text is not trivia: scanning it for comments would read `//` in prose as one.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((r) => ({
      line: source.getLineAndCharacterOfPosition(r.pos).line + 1,
      // One line of prose: the `*` or `//` that continue a comment are not part of what it says.
      text: text
        .slice(r.pos, r.end)
        .replace(/\n[ \t]*(\*(?!\/)|\/\/)?[ \t]*/g, ' ')
        .trim(),
    }));
}

const SKIP = new Set(['node_modules', 'dist', '.results', '.artifacts']);

/** The TypeScript files under `dir`, build output and dependencies left out. */
export function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}
