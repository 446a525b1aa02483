import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const REFER = 'Arkadaşını Getir: Her Arkadaşın İçin 250 ₺';
const WELCOME = '%100 Hoş Geldin Bonusu';
const CLAIM = 'Bonusu Talep Et';

const cards = (page: Page) => page.locator('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** The offer on the claim page marked as the one the promotion linked to (and only that one). */
async function expectOfferMarked(page: Page, title: string) {
  await page.waitForURL((u) => u.pathname === '/dashboard/claim-bonus' && /^\?bonus=\d+$/.test(u.search));
  // The promotion cards are articles too: wait for the claim page's marked one.
  const marked = page.locator('main article[aria-current="true"]');
  await marked.waitFor();
  expect(await marked.getByRole('heading', { level: 2 }).textContent()).toBe(title);
  expect(await marked.count()).toBe(1);
}

e2eDescribe('promotions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`lets a guest on ${name} filter the cards, read the welcome offer and be asked to log in to claim it`, async () => {
      const page = await newPlayerPage(browser, { viewport, lang: 'tr' });
      const problems = await watchPage(page);
      await open(page, '/promotions');
      await page.getByRole('heading', { level: 1, name: 'Promosyonlar' }).waitFor();
      await cards(page).first().waitFor();
      const all = await cardTitles(page);
      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(all[0]).toBe(WELCOME);
      expect(all).toContain(REFER);

      // The radios are drawn as chips: the player taps the label. There is no sports offer yet,
      // so Spor shows the general promotions only (they belong to every category).
      const group = page.getByRole('group', { name: 'Promosyon türü' });
      await group.getByText('Spor', { exact: true }).click();
      await page.getByRole('radio', { name: 'Spor', checked: true }).waitFor({ state: 'attached' });
      const sports = await cardTitles(page);
      expect(sports).toContain(REFER);
      expect(sports).not.toContain(WELCOME);
      expect(sports.length).toBeLessThan(all.length);

      await group.getByText('Casino', { exact: true }).click();
      await page.getByRole('radio', { name: 'Casino', checked: true }).waitFor({ state: 'attached' });
      const casino = await cardTitles(page);
      expect(casino).toContain(WELCOME);
      expect(casino).toContain(REFER);
      await expectNoA11yViolations(page);

      await page.getByRole('button', { name: `Detaylar: ${WELCOME}` }).click();
      const dialog = page.getByRole('dialog', { name: WELCOME });
      await dialog.waitFor();
      expect(new URL(page.url()).search).toBe('?promo=welcome');
      await dialog.getByRole('heading', { level: 3, name: 'Nasıl katılırım?' }).waitFor();
      expect(await dialog.locator('img').first().getAttribute('src')).toBe(
        '/media/promotions/welcome-tr-detail.svg',
      );
      expect(await dialog.locator('table tr').count()).toBeGreaterThanOrEqual(5);
      expect(await dialog.locator('script, [onclick]').count()).toBe(0);
      await expectNoA11yViolations(page);
      await shot(page, `promotions-dialog-tr-${name}`, { fullPage: false });

      // Escape closes it and takes ?promo out of the address.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((u) => u.search === '');

      await page.getByRole('button', { name: `Detaylar: ${WELCOME}` }).click();
      await page.getByRole('dialog', { name: WELCOME }).getByRole('button', { name: CLAIM }).click();
      await page.getByRole('dialog', { name: 'Giriş Yap' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/promotions');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  it('takes a logged-in player from a ?promo= link to the welcome offer, marked, on the claim page', async () => {
    const player = await registerPlayer();
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'tr' });
    await signIn(page, player.session);
    await open(page, '/promotions?promo=welcome');
    const dialog = page.getByRole('dialog', { name: WELCOME });
    await dialog.getByRole('button', { name: CLAIM }).click();
    await expectOfferMarked(page, WELCOME);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoA11yViolations(page);
    await shot(page, 'promotions-claim-marked-tr-desktop', { fullPage: false });
  });

  it('continues to the offer after a guest logs in from the claim button', async () => {
    const player = await registerPlayer();
    const page = await newPlayerPage(browser, { viewport: MOBILE, lang: 'en' });
    await open(page, '/promotions?promo=welcome');
    await page
      .getByRole('dialog', { name: '100% Welcome Bonus' })
      .getByRole('button', { name: 'Claim bonus' })
      .click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).fill(player.username);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expectOfferMarked(page, '100% Welcome Bonus');
  });

  it("opens the campaign popup's promotion in its detail dialog when the popup is tapped", async () => {
    const page = await newPlayerPage(browser, { viewport: MOBILE, lang: 'tr', quiet: false });
    await open(page, '/');
    await page.evaluate(() => window.scrollBy(0, 40)); // the popup waits for an interaction
    const popup = page.getByRole('dialog', { name: 'Kampanya' });
    await popup.waitFor();
    await popup.getByRole('link', { name: 'Kampanya detaylarını gör' }).click();
    await page.waitForURL((u) => u.pathname === '/promotions' && u.search === '?promo=weekend');
    const detail = page.getByRole('dialog', { name: 'Hafta Sonu %150 Bonus' });
    await detail.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectNoA11yViolations(page);
  });
});
