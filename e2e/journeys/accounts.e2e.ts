import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callApi,
  logInViaApi,
  type Player,
  registerPlayer,
  signIn,
  smsCode,
  UA,
  uniquePhone,
} from '../helpers/accounts.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';

const PAGES = [
  ['overview', '/dashboard'],
  ['account', '/dashboard/account'],
  ['phone', '/dashboard/phone-verification'],
  ['password', '/dashboard/change-password'],
  ['sessions', '/dashboard/session-history'],
  ['deposit', '/dashboard/deposit'],
  ['withdraw', '/dashboard/withdraw'],
  ['financial', '/dashboard/financial-activities'],
  ['games', '/dashboard/game-history'],
  ['claim-bonus', '/dashboard/claim-bonus'],
  ['bonuses', '/dashboard/bonuses'],
] as const;
/** The pages whose screenshots are kept in both languages and sizes. */
const SHOWN = new Set(['overview', 'account', 'phone', 'password', 'sessions', 'deposit']);

type Viewport = { width: number; height: number };

async function playerPage(
  browser: Browser,
  player: Player,
  viewport: Viewport = DESKTOP,
  lang: 'tr' | 'en' = 'tr',
) {
  const page = await newPlayerPage(browser, { viewport, lang });
  await signIn(page, player.session);
  return page;
}

/** Waits for a dashboard page's title and for its data to land (no loading spinner left). */
async function openDashboard(page: Page, path: string) {
  await open(page, path);
  await page.locator('main h1').first().waitFor();
  await page.locator('main [role="status"]').waitFor({ state: 'detached' });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

e2eDescribe('account pages', () => {
  let browser: Browser;
  let shared: Player;
  beforeAll(async () => {
    browser = await launchBrowser();
    shared = await registerPlayer();
  });
  afterAll(() => browser?.close());

  it('shows the profile on the account page, formatted for the language', async () => {
    const page = await playerPage(browser, shared);
    const problems = await watchPage(page);
    await openDashboard(page, '/dashboard/account');
    const main = page.locator('main');
    await main.getByText('Yılmaz', { exact: true }).waitFor();
    const text = (await main.textContent()) ?? '';
    for (const expected of [
      'Ayşe',
      shared.username,
      `${shared.username}@example.com`,
      `+90 ${shared.phone.slice(2, 5)} ${shared.phone.slice(5, 8)} ${shared.phone.slice(8, 10)} ${shared.phone.slice(10)}`,
      'Doğrulanmadı',
      '23 Nisan 1990',
      'Türkiye',
      shared.session.usercode,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(await main.getByRole('link', { name: 'Numaramı doğrula' }).count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);

    await page.getByRole('combobox', { name: 'Dil Seçin' }).first().selectOption('en');
    await main.getByText('23 April 1990').waitFor();
    expect(await main.getByText('Not Verified').count()).toBeGreaterThan(0);
  });

  for (const [viewport, size] of [
    [MOBILE, 'mobile'],
    [DESKTOP, 'desktop'],
  ] as const) {
    for (const lang of ['tr', 'en'] as const) {
      it(
        `has no WCAG A/AA violations on the dashboard pages at ${viewport.width}x${viewport.height} in ${lang}`,
        {
          timeout: 180_000,
        },
        async () => {
          const page = await playerPage(browser, shared, viewport, lang);
          for (const [name, path] of PAGES) {
            await openDashboard(page, path);
            expect(await page.getAttribute('html', 'lang')).toBe(lang);
            // Nothing may stick out sideways at 390 px.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
            expect(overflow, `${name} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
            await expectNoA11yViolations(page);
            if (SHOWN.has(name)) await shot(page, `dashboard-${name}-${lang}-${size}`);
          }
        },
      );
    }
  }

  it('verifies a new phone number with the code from the SMS', { timeout: 90_000 }, async () => {
    const player = await registerPlayer();
    // The same player on a laptop, open on the dashboard: its prompt must go without a reload.
    const second = await logInViaApi(player.username, player.password, UA.desktop);
    const laptop = await playerPage(browser, { ...player, session: second.data }, DESKTOP);
    await openDashboard(laptop, '/dashboard');
    const laptopPrompt = laptop.getByRole('button', { name: 'Telefonunu doğrula' });
    await laptopPrompt.first().waitFor();
    await laptop.locator('header [data-hub="connected"]').waitFor({ timeout: 20_000 });

    const page = await playerPage(browser, player, MOBILE);
    await openDashboard(page, '/dashboard/phone-verification');
    const main = page.locator('main');
    const phone = main.getByRole('textbox', { name: 'Telefon Numarası' });
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    await main.getByText('Doğrulanmadı').waitFor();

    await main.getByRole('button', { name: 'Numarayı Güncelle' }).click();
    expect(await phone.getAttribute('readonly')).toBeNull();
    const fresh = uniquePhone();
    await phone.fill(fresh.slice(2));
    await main.getByRole('button', { name: 'Kod Gönder' }).click();
    await toast(page, 'Telefonunuza 6 haneli bir kod gönderdik');
    const code = main.getByLabel('SMS Kodu');
    await code.waitFor();
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    await main.getByText(/^0:5\d$/).waitFor(); // the resend countdown runs
    const verify = main.getByRole('button', { name: 'Doğrula', exact: true });
    expect(await verify.isDisabled()).toBe(true);
    await shot(page, 'phone-code-tr-mobile');

    const right = await smsCode(fresh);
    const wrong = right === '000000' ? '111111' : '000000';
    await code.pressSequentially(wrong);
    await verify.click();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement | null)?.value ===
        '',
    );
    await code.pressSequentially(right);
    expect(await code.inputValue()).toBe(`${right.slice(0, 3)}-${right.slice(3)}`);
    await verify.click();
    await toast(page, 'Telefon numaranız başarıyla doğrulandı!');
    await main.getByText('Doğrulandı', { exact: true }).waitFor();
    expect(await code.count()).toBe(0);
    await shot(page, 'phone-verified-tr-mobile');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? '{}'));
    expect(stored).toMatchObject({ smsVerified: true, phone: fresh });
    const profile = await callApi<{ phone: string; smsVerified: boolean }>('customer/profile', {
      token: player.session.token,
    });
    expect(profile.data).toMatchObject({ phone: fresh, smsVerified: true });
    await page.reload({ waitUntil: 'networkidle' });
    await main.getByText('Doğrulandı', { exact: true }).waitFor();

    // The hub's Profile push reached the laptop: no prompt, and its stored session agrees.
    await expect.poll(() => laptopPrompt.count(), { timeout: 10_000 }).toBe(0);
    const laptopStored = await laptop.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? '{}'));
    expect(laptopStored).toMatchObject({ smsVerified: true, phone: fresh });
    await laptop.context().close();
  });

  it('changes the password: an invalid form sends nothing, then the new password logs in', async () => {
    const player = await registerPlayer();
    const page = await playerPage(browser, player);
    await openDashboard(page, '/dashboard/change-password');
    const main = page.locator('main');
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/customer/changepassword') && posts.push(r.method()));

    await main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    expect(await main.getByText('Bu alan zorunludur.').count()).toBe(3);
    await main.getByLabel('Mevcut Şifre').fill(player.password);
    await main.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni-Lale-2025!');
    await main.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni-Lale-2025?');
    await main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await main.getByText('Şifreler eşleşmiyor.').waitFor();
    expect(posts).toEqual([]);
    await shot(page, 'password-errors-tr-desktop');

    await main.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni-Lale-2025!');
    await main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await toast(page, 'Şifreniz değiştirildi.');
    expect(posts).toEqual(['POST']);
    expect(await main.getByLabel('Mevcut Şifre').inputValue()).toBe('');

    expect((await logInViaApi(player.username, 'Yeni-Lale-2025!')).success).toBe(true);
    expect((await logInViaApi(player.username, player.password)).success).toBe(false);
    // The browser's session survives the change under a new token; the old token is dead.
    expect((await callApi('user/balance', { token: player.session.token })).status).toBe(401);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? '{}'));
    expect(stored.token).not.toBe(player.session.token);
    expect((await callApi('user/balance', { token: stored.token })).status).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await main.getByLabel('Mevcut Şifre').waitFor();
  });

  it(
    'ends another session from the list, then all the others after confirming',
    { timeout: 90_000 },
    async () => {
      const player = await registerPlayer();
      const phone = await logInViaApi(player.username, player.password, UA.android);
      const iphone = await logInViaApi(player.username, player.password, UA.iphone);
      expect(phone.success && iphone.success).toBe(true);

      const page = await playerPage(browser, player);
      await openDashboard(page, '/dashboard/session-history');
      const main = page.locator('main');
      const list = main.getByRole('list', { name: 'Oturumlar' });
      await list.getByText('Bu cihaz').waitFor();
      expect(await list.getByRole('listitem').count()).toBe(3);
      await shot(page, 'sessions-tr-desktop');

      const androidRow = list.getByRole('listitem').filter({ hasText: 'Mobil (Android)' });
      await androidRow.getByRole('button', { name: 'Oturumu Sonlandır' }).click();
      await toast(page, 'Oturum sonlandırıldı.');
      await androidRow.getByText('Sonlandı').waitFor();
      expect((await callApi('user/balance', { token: phone.data.token })).status).toBe(401);
      expect((await callApi('user/balance', { token: iphone.data.token })).status).toBe(200);

      await main.getByRole('button', { name: 'Diğer Tüm Oturumları Sonlandır' }).click();
      const dialog = page.getByRole('dialog', { name: 'Diğer oturumlar sonlandırılsın mı?' });
      await dialog.waitFor();
      await expectNoA11yViolations(page);
      await shot(page, 'sessions-end-all-tr-desktop');
      await dialog.getByRole('button', { name: 'Tümünü Sonlandır' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list.getByRole('button', { name: 'Oturumu Sonlandır' }).first().waitFor({ state: 'detached' });
      expect((await callApi('user/balance', { token: iphone.data.token })).status).toBe(401);
      expect((await callApi('user/balance', { token: player.session.token })).status).toBe(200);
      expect(await main.getByRole('button', { name: 'Diğer Tüm Oturumları Sonlandır' }).isDisabled()).toBe(
        true,
      );
    },
  );
});
