import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, registerPlayer, signIn } from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, apiPost, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

/**
 * Player protection (docs/decisions/024-player-protection.md; docs/rules.md):
 * limits within two clicks (docs/rules.md R15), a deposit over the limit refused with its figures (docs/rules.md R5),
 * a raise that waits (docs/rules.md R10), a time-out that ends the session and then allows only a
 * withdraw-only session (docs/rules.md R23, R26; docs/decisions/033-lifting-and-withdraw-only.md),
 * and the reality check over a running game (docs/rules.md R19, R20).
 */
type Lang = 'tr' | 'en';
type Viewport = { width: number; height: number };

const T = {
  tr: {
    title: 'Sorumlu Oyun',
    deposit: 'Para yatırma limiti',
    amount: 'Tutar (₺)',
    save: 'Limiti kaydet',
    pending: 'Bekleyen değişiklikler',
  },
  en: {
    title: 'Responsible Gaming',
    deposit: 'Deposit limit',
    amount: 'Amount (₺)',
    save: 'Save limit',
    pending: 'Pending changes',
  },
} as const;

async function playerPage(browser: Browser, player: Player, lang: Lang, viewport: Viewport = DESKTOP) {
  const page = await newPlayerPage(browser, { viewport, lang });
  await signIn(page, player.session);
  return page;
}

const rgPage = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: T[lang].title });

/** Sets the daily deposit limit through the page's form. */
async function setDailyDeposit(page: Page, lang: Lang, amount: string) {
  const panel = page.getByRole('region', { name: T[lang].deposit });
  await panel.getByLabel(T[lang].amount).fill(amount);
  await panel.getByRole('button', { name: T[lang].save }).click();
}

e2eDescribe('player protection', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('reaches the limits in two clicks from home and the deposit page, in both languages and sizes', async () => {
    const player = await registerPlayer();
    for (const lang of ['tr', 'en'] as const) {
      for (const [size, viewport] of [
        ['mobile', MOBILE],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await playerPage(browser, player, lang, viewport);
        const problems = await watchPage(page);
        await open(page, '/');
        await page
          .locator('main')
          .getByRole('link', { name: new RegExp(T[lang].title) })
          .click();
        await rgPage(page, lang).waitFor();
        await page.getByRole('region', { name: T[lang].deposit }).waitFor();
        await expectNoA11yViolations(page);
        await shot(page, `rg-page-${lang}-${size}`);

        await open(page, '/dashboard/deposit');
        await page.getByRole('link', { name: lang === 'tr' ? /limiti belirleyin/ : /deposit limit/ }).click();
        await rgPage(page, lang).waitFor();
        expect(problems.pageErrors).toEqual([]);
        expect(problems.cspViolations).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('refuses a deposit over the daily limit with its figures, and a raise waits pending', async () => {
    const player = await registerPlayer();
    const page = await playerPage(browser, player, 'tr');
    const problems = await watchPage(page);
    await open(page, '/dashboard/responsible-gaming');
    await rgPage(page, 'tr').waitFor();
    await setDailyDeposit(page, 'tr', '100');
    await page
      .getByText(/^Limitiniz .* itibarıyla geçerli\.$/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('limit-deposit-day').textContent()).toContain('₺100,00');

    // A 150 ₺ deposit is refused before the gateway, naming the limit, used and left.
    await open(page, '/dashboard/deposit');
    await page
      .getByRole('button', { name: /Papara/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Papara' });
    await dialog.getByLabel('Tutar').fill('150');
    await dialog.getByLabel('Papara numarası').fill('1234567890');
    await dialog.getByLabel('Papara numarası').blur();
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await page
      .getByText('Günlük para yatırma limitiniz ₺100,00; kullanılan ₺0,00, kalan ₺100,00.', { exact: false })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500); // the toast slides in
    await shot(page, 'rg-deposit-refused-tr-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    // A raise: queued, listed with the date it can be confirmed, not yet confirmable.
    await open(page, '/dashboard/responsible-gaming');
    await setDailyDeposit(page, 'tr', '500');
    const pending = page.getByRole('region', { name: T.tr.pending });
    await pending.waitFor();
    expect(await pending.textContent()).toContain('Para yatırma limiti · Günlük: ₺500,00');
    expect(await pending.textContent()).toMatch(/Onaylanabileceği tarih: \d/);
    expect(await pending.getByRole('button', { name: 'Onayla' }).isDisabled()).toBe(true);
    // The limit in force is still the lower one.
    expect(await page.getByTestId('limit-deposit-day').textContent()).toContain('₺100,00');
    await expectNoA11yViolations(page);
    await shot(page, 'rg-pending-raise-tr-desktop');
    expect(problems.pageErrors).toEqual([]);
  });

  it('a time-out asks first, ends the session with an explanation, and a new login opens only the withdraw-only page', async () => {
    const player = await registerPlayer();
    const page = await playerPage(browser, player, 'en', MOBILE);
    const problems = await watchPage(page);
    await open(page, '/dashboard/responsible-gaming');
    await rgPage(page, 'en').waitFor();
    await page.getByRole('button', { name: '24 hours' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a time-out for 24 hours?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('cannot be shortened');
    await expectNoA11yViolations(page);
    await shot(page, 'rg-timeout-confirm-en-mobile', { fullPage: false });
    await confirm.getByRole('button', { name: 'Yes, take a time-out' }).click();

    // Logged out, back home, with the reason.
    await page.waitForFunction(() => localStorage.getItem('authData') === null, null, { timeout: 15_000 });
    await page
      .getByText(/You were logged out because you took a time-out/)
      .first()
      .waitFor({ timeout: 15_000 });
    await shot(page, 'rg-timeout-logged-out-en-mobile', { fullPage: false });
    // Logout cleared the stored language: back to English for the login.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload({ waitUntil: 'networkidle' });

    // The old token is dead. A new login opens a withdraw-only session that says until when, and
    // play stays closed for it.
    const balance = await callApi('user/balance', { token: player.session.token });
    expect(balance.success).toBe(false);
    const login = await callApi<{
      token: string;
      restriction: { code: string; until: string | null } | null;
    }>('auth/login', { body: { username: player.username, password: player.password }, locale: 'en' });
    expect(login.success).toBe(true);
    expect(login.data.restriction).toMatchObject({ code: 'TIMED_OUT', until: expect.any(String) });
    expect((await callApi('user/balance', { token: login.data.token })).success).toBe(true);
    const methods = await callApi<{ id: number; name: string }[]>('payment/methods?type=1', {
      token: login.data.token,
    });
    const papara = methods.data.find((m) => m.name === 'Papara')!;
    const deposit = await callApi('payment/deposit', {
      token: login.data.token,
      locale: 'en',
      body: { id: papara.id, target: 'pay', detail: { Amount: 50, PaparaNo: 1234567890 } },
    });
    expect(deposit.status).toBe(403);
    expect(deposit.message).toMatch(/time-out/);

    await page.getByRole('button', { name: 'Login' }).first().click();
    const d = page.getByRole('dialog');
    await d.getByLabel('Username', { exact: true }).fill(player.username);
    await d.getByLabel('Password', { exact: true }).fill(player.password);
    await d.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'You are on a time-out' }).waitFor({ timeout: 10_000 });
    await page
      .getByText(/closed until \d/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Withdraw' }).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'rg-withdraw-only-en-mobile', { fullPage: false });
    expect(problems.pageErrors).toEqual([]);
  });

  it('the reality check covers a running game, pauses it, and Continue resumes', async () => {
    const player = await fundedPlayer(500);
    // The shortest interval the player may pick; the browser then brings its due time forward
    // (the server's answer otherwise untouched) so the journey need not wait 15 minutes.
    await callApi('customer/realitycheck', { token: player.session.token, body: { minutes: 15 } });
    for (const lang of ['tr', 'en'] as const) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['mobile', MOBILE],
      ] as const) {
        const page = await playerPage(browser, player, lang, viewport);
        const problems = await watchPage(page);
        await page.route('**/api/customer/session', async (route) => {
          const res = await route.fetch();
          const body = (await res.json()) as { data: { nextRealityCheckAt: string | null } };
          body.data.nextRealityCheckAt = new Date(Date.now() + 6_000).toISOString();
          await route.fulfill({ response: res, json: body });
        });
        const games = await apiPost<{ items: { gameCode: string; name: string; launcher: string }[] }>(
          'casino/games',
          { systemCategory: 'slot', take: 20 },
        );
        const game = games.items.find((g) => g.launcher === 'dt') ?? games.items[0]!;
        await open(page, `/casino/slot?search=${encodeURIComponent(game.name)}`);
        await page
          .getByRole('button', { name: /^(Oyna|Play): / })
          .filter({ hasText: game.name })
          .first()
          .click();
        const frame = page.locator(`iframe[title="${game.name}"]`);
        await frame.waitFor({ timeout: 20_000 });
        // The session clock is in the game's bar all along.
        await page.getByTestId('session-clock').waitFor({ timeout: 10_000 });

        const check = page.getByRole('dialog', {
          name: lang === 'tr' ? 'Süre hatırlatıcısı' : 'Reality check',
        });
        await check.waitFor({ timeout: 20_000 });
        // Above the frame: the point at the frame's centre belongs to the check's backdrop.
        const box = (await frame.boundingBox())!;
        const covered = await page.evaluate(
          ([x, y]) => {
            const el = document.elementFromPoint(x!, y!);
            return !el || el.tagName !== 'IFRAME';
          },
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(covered).toBe(true);
        expect(await frame.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
        const text = (await check.textContent()) ?? '';
        for (const label of lang === 'tr'
          ? ['Bahisler', 'Kazançlar', 'Net sonuç']
          : ['Stakes', 'Wins', 'Net result'])
          expect(text).toContain(label);
        await expectNoA11yViolations(page);
        await shot(page, `rg-reality-check-${lang}-${size}`, { fullPage: false });

        await page.unroute('**/api/customer/session');
        await check.getByRole('button', { name: lang === 'tr' ? 'Devam et' : 'Continue' }).click();
        await check.waitFor({ state: 'hidden' });
        expect(await frame.evaluate((el) => el.closest('[inert]') !== null)).toBe(false);
        expect(problems.pageErrors).toEqual([]);
        await page.context().close();
      }
    }
  }, 240_000);
});
