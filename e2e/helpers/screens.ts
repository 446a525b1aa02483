import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const ARTIFACTS_DIR = path.join(import.meta.dirname, '../.artifacts');

/**
 * Saves a full-page PNG as e2e/.artifacts/<name>.png (gitignored) and returns its path;
 * `fullPage: false` keeps only the window (e.g. an open modal over a long page).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
