import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { describe, inject } from 'vitest';
import { chromiumMissingMessage, findChromium } from './chromium.ts';

const chromiumInfo = findChromium();
if (!chromiumInfo.found) {
  if (process.env.REQUIRE_E2E === '1') throw new Error(chromiumMissingMessage().replace('E2E skipped: ', ''));
  console.warn(chromiumMissingMessage());
}

/** `describe` for browser journeys: skipped, with a printed reason, when Chromium is absent. */
export const e2eDescribe: ReturnType<typeof describe.skipIf> = describe.skipIf(!chromiumInfo.found);

/** The server started by e2e/global-setup.ts, e.g. `url('/promotions')`. */
export function url(pathname = '/'): string {
  return `${inject('baseUrl')}${pathname}`;
}

// The flags keep headless Chromium off the network: this machine has none but loopback, and
// without them Chromium keeps trying Google's hosts.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumInfo.path, headless: true, args: ARGS });
}

/** A page in a fresh context (own cookies and storage); Turkish, desktop-sized, unless told otherwise. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: 'tr-TR',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  return context.newPage();
}

export type PageProblems = { consoleErrors: string[]; pageErrors: string[]; cspViolations: string[] };

/**
 * Records console errors, uncaught exceptions and CSP violations from now on. Call before
 * `goto`. CSP violations are collected from the `securitypolicyviolation` event by an init
 * script (which the browser injects outside the page's CSP).
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" does not say which; the location does.
    const where = msg.location().url;
    problems.consoleErrors.push(where ? `${msg.text()} [${where}]` : msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.message));
  await page.exposeFunction('__e2eCspViolation', (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation: (t: string) => void }).__e2eCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return problems;
}

/**
 * Waits until no toast is showing. Toasts sit over the top of the page on phones, and sonner
 * keeps one open while the pointer rests on it, so the pointer is moved off the top first.
 */
export async function waitForToastsGone(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  await page.mouse.move(1, height - 1);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}
