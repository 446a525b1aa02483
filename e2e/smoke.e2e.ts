import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from './helpers/axe.ts';
import { type PageProblems, e2eDescribe, launchBrowser, newPage, url, watchPage } from './helpers/browser.ts';
import { shot } from './helpers/screens.ts';

e2eDescribe('smoke: the home page', () => {
  let browser: Browser;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    problems = await watchPage(page);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.locator('#root > *').first().waitFor({ timeout: 15_000 });
    await shot(page, 'smoke-home');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is served in Turkish by default', async () => {
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
  });

  it('logs no console errors and throws no exceptions', () => {
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('breaks no Content-Security-Policy rule', () => {
    expect(problems.cspViolations).toEqual([]);
  });

  it('has no serious or critical accessibility violations (WCAG 2 A/AA)', async () => {
    await expectNoA11yViolations(page);
  });
});
