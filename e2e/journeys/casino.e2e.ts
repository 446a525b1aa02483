import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, apiPost, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

type Game = { gameCode: string; name: string; launcher: string; providerName: string };

/** A game's card: a button named by what it shows ("Oyna: <badges> <name> <provider>"). */
const card = (page: Page, game: Game) =>
  page.getByRole('button', { name: `Oyna: ` }).filter({ hasText: game.name });

const headerBalance = (page: Page) => page.locator('header a[title]').filter({ hasText: '₺' }).first();

/**
 * A slot whose name no other game has, launched through `launcher`: typing its name in the
 * lobby's search then shows exactly one card.
 */
async function uniqueSlot(launcher: string, avoid: string[] = []): Promise<Game> {
  const page = await apiPost<{ items: Game[] }>('casino/games', { systemCategory: 'slot', take: 100 });
  for (const game of page.items) {
    if (game.launcher !== launcher || avoid.includes(game.name)) continue;
    const same = await apiPost<{ items: Game[] }>('casino/games', { search: game.name, take: 20 });
    if (same.items.filter((g) => g.name === game.name).length === 1) return game;
  }
  throw new Error(`no slot with a unique name on ${launcher}`);
}

/** Spins until the header balance differs from `before` (a spin can return exactly its stake). */
async function playUntilBalanceMoves(page: Page, game: FrameLocator, before: string) {
  const play = game.getByTestId('game-play');
  await play.waitFor({ timeout: 20_000 });
  for (let spin = 0; spin < 12; spin++) {
    await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
    await play.click();
    await expect.poll(() => game.getByTestId('game-result').textContent(), { timeout: 20_000 }).not.toBe('');
    await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
    if ((await headerBalance(page).textContent()) !== before) return spin + 1;
    await page.waitForTimeout(600); // the hub push follows the commit
    if ((await headerBalance(page).textContent()) !== before) return spin + 1;
  }
  throw new Error('the header balance did not move after 12 spins');
}

async function playerPage(browser: Browser, player: Player, viewport: typeof DESKTOP | typeof MOBILE) {
  const page = await newPlayerPage(browser, { viewport, lang: 'tr' });
  await signIn(page, player.session);
  return page;
}

e2eDescribe('casino', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('desktop: search, favourite, play on the game page until the header balance moves, then game history', async () => {
    const player = await fundedPlayer(1000);
    const game = await uniqueSlot('dt');
    const page = await playerPage(browser, player, DESKTOP);
    const problems = await watchPage(page);
    await open(page, '/casino/slot');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Oyna: / }) })
      .first()
      .waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'casino-slot-tr-desktop', { fullPage: false });

    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(game.name);
    await expect
      .poll(() => page.getByRole('button', { name: /^Oyna: / }).count(), { timeout: 10_000 })
      .toBe(1);

    const heart = page.getByRole('button', { name: 'Favorilere ekle' });
    await heart.click();
    await page.getByText('Favorilere eklendi').first().waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Favorilerden çıkar' }).getAttribute('aria-pressed'))
      .toBe('true');

    await card(page, game).click();
    await page.waitForURL(/\/casino\/play\//);
    const stage = page.frameLocator(`iframe[title="${game.name}"]`);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺1.000,00');
    const spins = await playUntilBalanceMoves(page, stage, '₺1.000,00');
    expect(spins).toBeGreaterThan(0);
    expect(page.url()).toContain('/casino/play/'); // no reload, no navigation
    await expectNoA11yViolations(page);
    await shot(page, 'casino-play-page-tr-desktop', { fullPage: false });

    // The favourite survives a new device: the next login brings it with the session.
    const session = await apiPost<{ userFavoriteList: string[] }>('auth/login', {
      username: player.username,
      password: player.password,
    });
    expect(session.userFavoriteList).toContain(game.gameCode);

    await open(page, '/dashboard/game-history');
    const rows = page.getByRole('row').filter({ hasText: game.name });
    await rows.first().waitFor({ timeout: 10_000 });
    expect(await rows.count()).toBeGreaterThanOrEqual(spins);
    await expectNoA11yViolations(page);
    await shot(page, 'game-history-tr-desktop');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('mobile: a guest gets the login dialog; a player plays in the modal and the header balance moves', async () => {
    const game = await uniqueSlot('hub88');
    const guest = await newPlayerPage(browser, { viewport: MOBILE, lang: 'tr' });
    await open(guest, `/casino/slot?search=${encodeURIComponent(game.name)}`);
    await card(guest, game).click();
    await guest.getByRole('dialog', { name: 'Giriş Yap' }).waitFor();
    await shot(guest, 'casino-guest-login-tr-mobile', { fullPage: false });
    await guest.context().close();

    const player = await fundedPlayer(500);
    const page = await playerPage(browser, player, MOBILE);
    const problems = await watchPage(page);
    await open(page, `/casino/slot?search=${encodeURIComponent(game.name)}`);
    await expectNoA11yViolations(page);
    await shot(page, 'casino-search-tr-mobile', { fullPage: false });
    await card(page, game).click();
    const modal = page.getByRole('dialog', { name: game.name });
    await modal.waitFor();
    const box = await modal.getByRole('button', { name: 'Oyunu kapat' }).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(35); // the docs/product.md §9 35 px top bar
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺500,00');
    await playUntilBalanceMoves(page, page.frameLocator(`iframe[title="${game.name}"]`), '₺500,00');
    await shot(page, 'casino-play-modal-tr-mobile', { fullPage: false });
    await modal.getByRole('button', { name: 'Oyunu kapat' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('the Aviator quick link finds the crash game on the games page', async () => {
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'en' });
    await open(page, '/');
    await page.locator('main a[href*="search=Aviator"]').click();
    await page.waitForURL(/\/casino\/games\?search=Aviator/);
    await page.getByRole('button', { name: /^Play: Aviator/ }).waitFor();
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it('Sanal in the main menu lists only virtual sports; a virtual match plays until the balance moves', async () => {
    const virtual = await apiPost<{ items: Game[]; total: number }>('casino/games', {
      systemCategory: 'virtual',
      take: 100,
    });
    expect(virtual.total).toBeGreaterThan(0);
    const player = await fundedPlayer(200);
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'en' });
    await signIn(page, player.session);
    const problems = await watchPage(page);
    await open(page, '/casino/slot');
    const sanal = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sanal' });
    await sanal.click();
    await page.waitForURL(/\/casino\/games\?category=virtual$/);
    await expect.poll(() => sanal.getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1, name: 'Sanal' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allTextContents()).toEqual(['Home', 'Sanal']);
    const cards = page.getByRole('button', { name: /^Play: / });
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(virtual.total);
    const names = new Set(virtual.items.map((g) => g.name));
    for (const text of await cards.allTextContents())
      expect(
        [...names].some((n) => text.includes(n)),
        text,
      ).toBe(true);
    await expectNoA11yViolations(page);
    await shot(page, 'casino-virtual-en-desktop', { fullPage: false });

    const match = virtual.items.find((g) => g.name === 'Sanal Futbol') ?? virtual.items[0]!;
    await cards.filter({ hasText: match.name }).first().click();
    await page.waitForURL(/\/casino\/play\//);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺200,00');
    await playUntilBalanceMoves(page, page.frameLocator(`iframe[title="${match.name}"]`), '₺200,00');
    await shot(page, 'casino-virtual-match-en-desktop', { fullPage: false });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await page.context().close();

    // On a phone, in Turkish: a horse race in the play modal.
    const phone = await playerPage(browser, player, MOBILE);
    const phoneProblems = await watchPage(phone);
    await open(phone, '/casino/games?category=virtual');
    const race = virtual.items.find((g) => g.name === 'Sanal At Yarışı') ?? virtual.items[1]!;
    await card(phone, race).first().waitFor();
    await expectNoA11yViolations(phone);
    await shot(phone, 'casino-virtual-tr-mobile', { fullPage: false });
    await card(phone, race).first().click();
    await phone.getByRole('dialog', { name: race.name }).waitFor();
    const before = (await headerBalance(phone).textContent()) ?? '';
    expect(before).toContain('₺');
    await playUntilBalanceMoves(phone, phone.frameLocator(`iframe[title="${race.name}"]`), before);
    await shot(phone, 'casino-virtual-race-tr-mobile', { fullPage: false });
    expect(phoneProblems.pageErrors).toEqual([]);
    expect(phoneProblems.cspViolations).toEqual([]);
    await phone.context().close();
  });

  it('every category page passes axe on a phone; the live Roulette filter opens a live table that plays', async () => {
    const player = await fundedPlayer(300);
    const page = await playerPage(browser, player, MOBILE);
    const problems = await watchPage(page);
    for (const slug of ['slot', 'live', 'games', 'bingo', 'tvbets']) {
      await open(page, `/casino/${slug}`);
      await page
        .getByRole('button', { name: /^Oyna:/ })
        .first()
        .waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `casino-${slug}-tr-mobile`, { fullPage: false });
    }

    await open(page, '/casino/live');
    // Players tap the chip (the label); the radio inside it is visually hidden.
    await page
      .locator('fieldset label')
      .filter({ hasText: /^Rulet$/ })
      .click();
    // The chip is checked once the URL carries the filter and React has drawn it: poll, not read.
    await page.waitForURL(/type=roulette/);
    await expect.poll(() => page.getByRole('radio', { name: 'Rulet' }).isChecked()).toBe(true);
    const first = page.getByRole('button', { name: /^Oyna:/ }).first();
    await expect
      .poll(async () => (await first.textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/Rulet|Roulette/);
    expect(await first.textContent()).toContain('CANLI');
    await first.click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    const table = page.frameLocator('dialog[open] iframe');
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺300,00');
    await playUntilBalanceMoves(page, table, '₺300,00');
    await shot(page, 'casino-live-roulette-tr-mobile', { fullPage: false });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
