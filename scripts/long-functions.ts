/**
 * `npm run lint:functions`: lists product functions longer than 80 lines (tests and test kits
 * excluded) and fails when there are more than CEILING, which is 0: split a function before it grows
 * past 80 lines (data tables are not functions).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
/** None since the code-health work of 2026-12-06 (90 before it): a new long function fails CI. */
const CEILING = Number(process.env.LONG_FUNCTION_CEILING ?? 0);
const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/admin/src', 'packages/shared/src'];
// Migrations are frozen in time and the seed is data: neither is split after the fact.
const SKIP_DIR = new Set(['node_modules', 'dist', 'test', 'migrations', 'seed']);
const isTest = (f: string) => /\.(test|e2e|test-kit)\.tsx?$/.test(f) || /test-kit\.tsx?$/.test(f);

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIR.has(e.name)) yield* files(full);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !isTest(e.name)) yield full;
  }
}

type Long = { where: string; name: string; lines: number };

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent))
    return `${parent.expression.getText(source).slice(0, 40)}(callback)`;
  return '(anonymous)';
}

export function longFunctions(): Long[] {
  const out: Long[] = [];
  for (const r of ROOTS) {
    for (const file of files(path.join(root, r))) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const lines = end - start + 1;
          if (lines > MAX_LINES) {
            out.push({
              where: `${path.relative(root, file)}:${start + 1}`,
              name: nameOf(node, source),
              lines,
            });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return out.sort((a, b) => b.lines - a.lines);
}

if (import.meta.main) {
  const long = longFunctions();
  for (const l of long) console.log(`${String(l.lines).padStart(4)}  ${l.where}  ${l.name}`);
  console.log(`${long.length} product functions over ${MAX_LINES} lines (ceiling ${CEILING})`);
  if (long.length > CEILING) {
    console.error(`More functions over ${MAX_LINES} lines than the ceiling: split the new ones.`);
    process.exit(1);
  }
}
