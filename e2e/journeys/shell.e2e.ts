import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

e2eDescribe('site shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the domain banner at / until closed, and remembers the close after a reload', async () => {
    const page = await newPlayerPage(browser, { quiet: false, hidePopup: true });
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Adres değişikliği duyurusu' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/lalebet\d\.com/);
    expect(await page.evaluate(() => document.body.classList.contains('has-top-banner'))).toBe(true);
    await shot(page, 'top-banner-tr-desktop');
    await page.getByRole('button', { name: 'Duyuruyu kapat' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('has-top-banner'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('region', { name: 'Adres değişikliği duyurusu' }).count()).toBe(0);
  });

  it('shows the campaign popup once per content', async () => {
    const page = await newPlayerPage(browser, { quiet: false });
    await open(page, '/');
    const popup = page.getByRole('dialog');
    // It waits for the player's first interaction.
    await page.waitForTimeout(500);
    expect(await popup.isVisible().catch(() => false)).toBe(false);
    await page.evaluate(() => window.scrollBy(0, 40));
    await popup.waitFor();
    // It stays open until the player closes it.
    await page.waitForTimeout(1000);
    expect(await popup.isVisible()).toBe(true);
    await shot(page, 'popup-tr-desktop');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(
      await page
        .getByRole('dialog')
        .isVisible()
        .catch(() => false),
    ).toBe(false);
  });

  it('has the mobile bottom bar at 390x844 and sends a guest tapping Deposit to the login form', async () => {
    const page = await newPlayerPage(browser, { viewport: MOBILE });
    await open(page, '/');
    const bar = page.getByRole('navigation', { name: 'Hızlı menü' });
    await bar.waitFor();
    for (const label of ['Para Yatır', 'Spor', 'Destek', 'C.Casino', 'Promosyon']) {
      expect(await bar.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    await shot(page, 'bottom-bar-tr-mobile');
    await bar.getByText('Spor', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/spor');
    await bar.getByText('Para Yatır', { exact: true }).click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/spor');
    await expectNoA11yViolations(page);
    await shot(page, 'login-dialog-tr-mobile');
  });

  it('hides the bottom bar on desktop', async () => {
    const page = await newPlayerPage(browser, { viewport: DESKTOP });
    await open(page, '/');
    expect(
      await page
        .getByRole('navigation', { name: 'Hızlı menü' })
        .isVisible()
        .catch(() => false),
    ).toBe(false);
  });

  it('guards the dashboard: a guest gets the login dialog instead', async () => {
    const page = await newPlayerPage(browser);
    await open(page, '/dashboard/deposit');
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);
  });

  it('opens the mobile side menu and closes it when a tile is tapped', async () => {
    const page = await newPlayerPage(browser, { viewport: MOBILE });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menüyü aç' }).first().click();
    const drawer = page.locator('#sidebar-menu');
    const casino = drawer.getByRole('link', { name: 'Canlı Casino' });
    await casino.waitFor({ state: 'visible' });
    await shot(page, 'side-menu-tr-mobile');
    await casino.click();
    await page.waitForURL((u) => u.pathname === '/casino/live');
    // Closed: the drawer is inert and its panel has slid out of the viewport.
    await page.waitForFunction(() => document.querySelector('#sidebar-menu')?.closest('[inert]') != null);
    await page.waitForFunction(() => {
      const box = document.querySelector('#sidebar-menu')?.getBoundingClientRect();
      return !!box && (box.right <= 0 || box.left >= window.innerWidth || box.width === 0);
    });
  });

  it('sends the call-me-back form and stores it', async () => {
    const page = await newPlayerPage(browser, { viewport: MOBILE });
    await open(page, '/sizi-arayalim');
    await page.getByLabel(/Ad/).first().fill('Zeynep Çağlar');
    await page
      .getByLabel(/Telefon/)
      .first()
      .fill('5321234567');
    await page.getByRole('combobox').last().selectOption({ index: 1 });
    await page.getByRole('button', { name: /Gönder|Beni Arayın|Talep/ }).click();
    await page
      .getByText(/Teşekkürler/)
      .first()
      .waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'callback-tr-mobile');
  });
});
