/**
 * What the docs define, read the way the docs test needs it: the rule ids of docs/rules.md and
 * the numbered sections of any docs/*.md page (`## 6.` or `### 6.1 Title`).
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

/** The ids docs/rules.md defines, each as `- **R12. Title.**`. */
export function ruleIds(): Set<string> {
  return new Set([...read('docs/rules.md').matchAll(/^- \*\*(R\d+)\. /gm)].map((m) => m[1]!));
}

const sections = new Map<string, Set<string>>();

/** The section numbers a page's headings carry ("2", "2.1"), or null when the page is missing. */
export function sectionsOf(rel: string): Set<string> | null {
  if (!fs.existsSync(path.join(root, rel))) return null;
  if (!sections.has(rel)) {
    const numbers = [...read(rel).matchAll(/^#{2,4} (\d+(?:\.\d+)*)[.\s]/gm)].map((m) => m[1]!);
    sections.set(rel, new Set(numbers));
  }
  return sections.get(rel)!;
}

/** `R31-R33` stands for R31, R32 and R33. */
export function expandRuleIds(list: string): string[] {
  return [...list.matchAll(/R(\d+)(?:-R(\d+))?/g)].flatMap((m) => {
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    return Array.from({ length: Math.max(1, to - from + 1) }, (_, i) => `R${from + i}`);
  });
}
