import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, apiPost, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import { TEXT, codeFor, openFromHeader, register, unique } from '../helpers/signup.ts';

type Game = { gameCode: string; name: string; launcher: string };

const wagering = (page: Page) => page.getByRole('progressbar').first();
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Bakiye|Balance/ });

e2eDescribe('bonuses', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers with the trial bonus, claims it with Yes, sees it in My bonuses and moves its wagering by playing', async () => {
    const t = TEXT.tr;
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'tr' });
    const problems = await watchPage(page);
    await open(page, '/');
    await openFromHeader(page, 'tr', false, 'signUp');
    const id = unique();
    await register(page, 'tr', id, true);

    const d = page.getByRole('dialog');
    await d.getByLabel(t.sms, { exact: true }).waitFor();
    await d.getByLabel(t.sms, { exact: true }).pressSequentially(await codeFor(`9053${id}`));
    await d.getByRole('button', { name: t.validate, exact: true }).click();
    const claim = page.waitForResponse((r) => r.url().endsWith('/api/bonus/definetrialbonus'));
    await d.getByRole('button', { name: t.yes, exact: true }).click();
    expect(((await (await claim).json()) as { success: boolean }).success).toBe(true);
    await d.waitFor({ state: 'hidden', timeout: 5_000 }); // closes 1 s after the claim
    // The bonus balance shows beside the cash (₺0,00), pushed by the grant or read by the poll.
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toContain('Bonus ₺50,00');
    expect(await headerBalance(page).textContent()).toContain('₺0,00');

    await open(page, '/dashboard/bonuses');
    await wagering(page).waitFor();
    expect(await page.locator('main').textContent()).toContain('₺50,00');
    expect(await wagering(page).getAttribute('aria-valuenow')).toBe('0');
    await expectNoA11yViolations(page);
    await shot(page, 'bonuses-active-tr-desktop');
    // From here this tab only watches: the progress must arrive through the hub, not a reload.
    let reads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/bonus/mine') && reads++));

    // A slot (100% contribution), played in a second tab with the bonus balance: cash is 0.
    const player = await page.context().newPage();
    const { items } = await apiPost<{ items: Game[] }>('casino/games', { systemCategory: 'slot', take: 20 });
    const slot = items.find((g) => g.launcher === 'dt')!;
    await open(player, `/casino/slot?search=${encodeURIComponent(slot.name)}`);
    await player.getByRole('button', { name: 'Oyna: ' }).filter({ hasText: slot.name }).first().click();
    await player.waitForURL(/\/casino\/play\//);
    const game = player.frameLocator(`iframe[title="${slot.name}"]`);
    const play = game.getByTestId('game-play');
    await play.waitFor({ timeout: 20_000 });
    for (let spin = 0; spin < 3; spin++) {
      await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
      await play.click();
      await expect
        .poll(() => game.getByTestId('game-result').textContent(), { timeout: 20_000 })
        .not.toBe('');
    }
    await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);

    await expect
      .poll(async () => Number(await wagering(page).getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    expect(reads).toBe(0);
    await shot(page, 'bonuses-wagering-tr-desktop');
    await player.close();

    // The bonus pages in both languages on both screens, each checked with axe.
    for (const lang of ['tr', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const [screen, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const [name, path] of [
          ['bonuses', '/dashboard/bonuses'],
          ['claim-bonus', '/dashboard/claim-bonus'],
        ] as const) {
          await open(page, path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          if (name === 'bonuses') await wagering(page).waitFor();
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await expectNoA11yViolations(page);
          await shot(page, `${name}-${lang}-${screen}`);
        }
      }
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  }, 120_000);

  it("keeps a referral link's number, signs up with it, and shows the player's own invite link", async () => {
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'tr' });
    const problems = await watchPage(page);
    await open(page, '/casino/slot?ref=12345678');
    expect(await page.evaluate(() => localStorage.getItem('refId'))).toBe('12345678');
    await open(page, '/');
    await openFromHeader(page, 'tr', false, 'signUp');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    expect(await register(page, 'tr', unique(), false)).toMatchObject({ refId: 12345678 });
    expect(((await (await created).json()) as { success: boolean }).success).toBe(true);
    await open(page, '/dashboard/claim-bonus');
    const invite = page.getByRole('textbox', { name: 'Davet bağlantınız' });
    await invite.waitFor();
    expect(await invite.inputValue()).toMatch(/\/\?ref=\d{8}$/);
    await expectNoA11yViolations(page);
    expect(problems.pageErrors).toEqual([]);
  });
});
