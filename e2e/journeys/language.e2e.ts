import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

e2eDescribe('home in Turkish and English', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens in Turkish by default, with the guest header and no console errors', async () => {
    const page = await newPlayerPage(browser);
    const problems = await watchPage(page);
    await open(page, '/');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await expect(page.getByRole('button', { name: 'Giriş Yap' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Kayıt Ol' }).first().isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Canlı Casino' }).count()).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await expectNoA11yViolations(page);
    await shot(page, 'home-tr-desktop');
  });

  it('switches to English with the language selector, and keeps it after a reload', async () => {
    const page = await newPlayerPage(browser, { viewport: DESKTOP });
    await open(page, '/');
    await page.getByRole('combobox', { name: 'Dil Seçin' }).first().selectOption('en');
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.getByRole('button', { name: 'Sign Up' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('combobox', { name: 'Select Language' }).first().inputValue()).resolves.toBe(
      'en',
    );
    await expectNoA11yViolations(page);
    await shot(page, 'home-en-desktop');
  });

  it('renders the home page on a phone in both languages', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const page = await newPlayerPage(browser, { viewport: MOBILE, lang });
      await open(page, '/');
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
      await shot(page, `home-${lang}-mobile`);
    }
  });

  it('gives the header the remove class past 100 px of scroll', async () => {
    const page = await newPlayerPage(browser);
    await open(page, '/');
    const header = page.locator('header').first();
    expect(await header.getAttribute('class')).not.toMatch(/\bremove\b/);
    // The page grows as its lazy sections arrive (Top Winners, the sports strip): scroll until
    // it is tall enough for 400 px.
    await page.waitForFunction(() => {
      window.scrollTo(0, 400);
      return document.querySelector('header')?.classList.contains('remove');
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('header')?.classList.contains('remove'));
  });
});
