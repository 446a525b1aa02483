import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { prepaidsOf } from '../../apps/server/src/simulators/game-provider/operator-catalogue.ts';
import { UA, callApi, logInViaApi, registerPlayer, signIn, smsCode } from '../helpers/accounts.ts';
import { ADMIN } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, newPage, watchPage } from '../helpers/browser.ts';
import {
  FR,
  approveDefinitionRequest,
  fillFreeRounds,
  formShots,
  formatTry,
  freeRoundsSlot,
  playOneFreeRound,
} from '../helpers/free-rounds.ts';
import { DESKTOP, MOBILE, apiPost, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import { TEXT, codeFor, openFromHeader, register, unique } from '../helpers/signup.ts';
import { openAdmin, staffSignIn, stepUp } from '../helpers/staff.ts';

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
    // Turkish last, ending on the phone: the rounds are played from there.
    for (const lang of ['en', 'tr'] as const) {
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

  /**
   * Free rounds (docs/decisions/099-free-rounds.md) from the operator's form to the player's card,
   * and from the card into the game, where the simulator's page offers one round at a time.
   */
  it('defines free rounds in the back office; the player claims them and sees the rounds, game and expiry', async () => {
    const game = freeRoundsSlot();
    const prepaid = prepaidsOf(game.code, 'TRY')[0]!; // 10 rounds of 1.00
    const code = `fr-${Date.now().toString(36)}`;
    const admin = await newPage(browser, { viewport: DESKTOP });
    const adminProblems = await watchPage(admin);
    await openAdmin(admin, 'tr');
    await staffSignIn(admin, 'tr', { ...ADMIN, secret: inject('adminTotpSecret') });
    await admin.locator('#admin-nav').getByRole('link', { name: FR.tr.nav }).click();
    await admin.getByRole('heading', { level: 1, name: FR.tr.page }).waitFor();

    // The form in English first (shots only), then in Turkish, where it is sent.
    await admin.getByRole('button', { name: 'English' }).click();
    await admin.getByRole('heading', { level: 1, name: FR.en.page }).waitFor();
    let form = await fillFreeRounds(admin, 'en', { code, game: game.code, prepaid: prepaid.prepaid_uuid });
    await formShots(admin, 'en');
    await form.getByRole('button', { name: FR.en.cancel }).click();
    await admin.getByRole('button', { name: 'Türkçe' }).click();
    form = await fillFreeRounds(admin, 'tr', {
      code,
      game: game.code,
      prepaid: prepaid.prepaid_uuid,
      pick: true,
    });
    await formShots(admin, 'tr');
    const sent = admin.waitForResponse(
      // The first answer asks for the step-up; the form sends again after it.
      (r) => r.url().endsWith('/api/admin/bonusdefinitions') && r.status() === 200,
    );
    await form.getByRole('button', { name: FR.tr.create }).click();
    await stepUp(admin, 'tr', { ...ADMIN, secret: inject('adminTotpSecret') });
    const { data } = (await (await sent).json()) as { data: { requestId: number } };
    // A second bonus manager approves the definition (it starts paused), then its resume.
    const definitionId = (await approveDefinitionRequest(data.requestId)).definitionId;
    await admin.reload();
    const resumed = admin.waitForResponse(
      (r) => r.url().endsWith(`/bonusdefinitions/${definitionId}/resume`) && r.status() === 200,
    );
    const row = admin.getByRole('row').filter({ hasText: code });
    expect(await row.textContent()).toContain('10 tur × 1,00 ₺');
    await row.getByRole('button', { name: 'Yeniden başlat' }).click();
    const again = (await (await resumed).json()) as { data: { requestId: number } };
    await approveDefinitionRequest(again.data.requestId);
    expect(adminProblems.pageErrors).toEqual([]);

    // The player, phone verified, claims the offer and sees the rounds on the bonus card.
    const player = await registerPlayer();
    const token = player.session.token;
    await callApi('customer/updatephone', { token, body: { step: 1, phone: player.phone } });
    const verified = await callApi('customer/updatephone', {
      token,
      body: { step: 2, phone: player.phone, code: await smsCode(player.phone) },
    });
    expect(verified.success).toBe(true);
    // A session read after the verification, as a sign-in now would give.
    const session = (await logInViaApi(player.username, player.password, UA.desktop)).data;
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'tr' });
    const problems = await watchPage(page);
    await signIn(page, session);
    await open(page, `/dashboard/claim-bonus?bonus=${definitionId}`);
    const offer = page.getByRole('article', { name: FR.tr.title });
    await offer.waitFor();
    expect(await offer.textContent()).toContain(`${game.name} oyununda 10 bedava tur`);
    await shot(page, 'free-rounds-offer-tr-1440');
    const claimed = page.waitForResponse((r) => r.url().endsWith('/api/bonus/claim'));
    await offer.getByRole('button', { name: 'Talep Et' }).click();
    expect(((await (await claimed).json()) as { success: boolean }).success).toBe(true);
    // To My bonuses as a player goes there: the account menu's link.
    await page.getByRole('navigation').getByRole('link', { name: 'Bonuslarım' }).first().click();
    await page.getByRole('article', { name: FR.tr.title }).waitFor();
    // Turkish last, ending on the phone: the rounds are played from there.
    for (const lang of ['en', 'tr'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const [screen, viewport] of [
        ['1440', DESKTOP],
        ['390', MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        await open(page, '/dashboard/bonuses');
        const card = page.getByRole('article', { name: FR[lang].title });
        await card.waitFor();
        const text = await card.textContent();
        expect(text).toContain(FR[lang].rounds(game.name));
        expect(text).toContain(FR[lang].left);
        // Ends with the definition's 7 validity days.
        const ends = Date.parse((await card.locator('time').getAttribute('datetime')) ?? '');
        expect((ends - Date.now()) / 86_400_000).toBeCloseTo(7, 0);
        await card.getByRole('button', { name: FR[lang].play }).waitFor();
        await shot(page, `free-rounds-card-${lang}-${screen}`);
        await expectNoA11yViolations(page);
      }
    }
    const won = await playOneFreeRound(page, game.name);
    const card = page.getByRole('article', { name: FR.tr.title });
    await expect.poll(() => card.textContent()).toContain('10 turdan 9 tur kaldı');
    const amount = await card.getByText('Bedava turlarda kazanılan').locator('xpath=..').textContent();
    expect(amount).toContain(formatTry(won));
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  }, 150_000);
});
