import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export type A11yViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
};

/**
 * Runs axe-core in the page and returns the serious and critical WCAG A/AA violations.
 * The site's CSP allows only same-origin scripts, so axe is not added as a <script> tag:
 * Playwright evaluates its source over the DevTools protocol, which CSP does not govern,
 * and the page keeps its real CSP (so the same page can also be checked for violations).
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  // Colours are only final once open/fade transitions end: mid-fade text has lower contrast.
  // Infinite animations (spinners, marquees) never finish, so only finite ones are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, TAGS);
  return violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));
}

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await a11yViolations(page);
  const summary = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    at ${v.targets.join('\n    at ')}`,
  );
  expect(summary, `axe found ${violations.length} serious/critical WCAG A/AA violation(s)`).toEqual([]);
}
