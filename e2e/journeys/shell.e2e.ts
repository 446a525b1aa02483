import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` and waits until it is there (a lazy section may still grow the page). */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(() => page.evaluate((to) => (window.scrollTo(0, to), Math.round(window.scrollY)), y))
    .toBe(y);
}

/** The sticky header's bottom and the breadcrumb bar's and main's tops, in window pixels. */
const edges = (page: Page) =>
  page.evaluate(() => {
    const top = (selector: string) =>
      Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
    return {
      header: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
      crumbs: top('nav[aria-label="Sayfa yolu"]'),
      main: top('main'),
    };
  });

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

  it('opens a new page at its top, restores the position on Back and scrolls a #fragment below the header', async () => {
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await newPlayerPage(browser, { viewport });
      const crumbs = page.getByRole('navigation', { name: 'Sayfa yolu' });
      await open(page, '/promotions');
      await scrollTo(page, 600);
      // A second address opened in the same tab: it must not take over the first one's position.
      await open(page, '/casino/slot');
      await crumbs.waitFor();
      expect(await scrollY(page), name).toBe(0);
      const fresh = await edges(page);
      expect(fresh.crumbs, name).toBeGreaterThanOrEqual(fresh.header);
      await shot(page, `scroll-fresh-load-tr-${name}`, { fullPage: false });

      await scrollTo(page, 500);
      const [link, target] =
        viewport === MOBILE
          ? [page.getByRole('navigation', { name: 'Hızlı menü' }).getByText('Spor', { exact: true }), 'Spor']
          : [page.locator('header').getByRole('link', { name: 'Canlı Casino' }).first(), 'Canlı Casino'];
      // Where the player taps it: a locator's click would first scroll the sticky header's link
      // "into view", moving the page the test is about.
      const box = (await link.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await crumbs.locator('[aria-current="page"]', { hasText: target }).waitFor();
      expect(await scrollY(page), name).toBe(0);
      await shot(page, `scroll-after-link-tr-${name}`, { fullPage: false });

      await page.goBack();
      await crumbs.locator('[aria-current="page"]', { hasText: 'Casino' }).waitFor();
      await expect.poll(() => scrollY(page), { message: name }).toBeGreaterThan(480);
      expect(await scrollY(page), name).toBeLessThan(520);
      if (viewport === MOBILE) {
        // The tapped item must not stay lit on the page Back returned to (a touch leaves :hover).
        const bar = page.getByRole('navigation', { name: 'Hızlı menü' });
        const colour = (label: string) =>
          bar.getByText(label, { exact: true }).evaluate((el) => getComputedStyle(el).color);
        expect(await colour('Spor'), name).toBe(await colour('Promosyon'));
      }

      // The skip link: main comes up just below the sticky header, not under it.
      await page.getByRole('link', { name: 'İçeriğe geç' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.hash === '#main');
      const gap = async () => {
        const { main, header } = await edges(page);
        return main - header;
      };
      // It was 52 px under the desktop header's menu row.
      await expect.poll(gap, { message: name }).toBeGreaterThanOrEqual(0);
      expect(await gap(), name).toBeLessThanOrEqual(24);
      await shot(page, `scroll-skip-link-tr-${name}`, { fullPage: false });
      await page.context().close();
    }
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
