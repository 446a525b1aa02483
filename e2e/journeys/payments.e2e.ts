import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Player, callApi, registerPlayer, signIn } from '../helpers/accounts.ts';
import { adminToken } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { fundedPlayer } from '../helpers/funds.ts';
import { shot } from '../helpers/screens.ts';

type Lang = 'tr' | 'en';

const T = {
  tr: {
    balance: 'Bakiye',
    amount: 'Tutar',
    papara: 'Papara numarası',
    password: 'Şifreniz',
    submit: 'Gönder',
    continue: 'Devam Et',
    deposit: 'Para Yatırma',
    withdraw: 'Para Çekme',
    confirmed: 'Onaylandı',
    pending: 'Beklemede',
    methods: 'Ödeme yöntemleri',
  },
  en: {
    balance: 'Balance',
    amount: 'Amount',
    papara: 'Papara number',
    password: 'Your password',
    submit: 'Submit',
    continue: 'Continue',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    confirmed: 'Confirmed',
    pending: 'Pending',
    methods: 'Payment methods',
  },
} as const;

/** The header's balance link: its text is the formatted balance after the hidden label. */
const headerBalance = (page: Page) => page.locator('header a[title]').filter({ hasText: '₺' }).first();
const badge = (page: Page) => page.locator('header [data-hub] [data-badge]');
const hubConnected = (page: Page) =>
  page.locator('header [data-hub="connected"]').waitFor({ timeout: 20_000 });

async function playerPage(
  browser: Browser,
  player: Player,
  lang: Lang,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const page = await newPlayerPage(browser, { viewport, lang });
  await signIn(page, player.session);
  return page;
}

/** Fills the Papara form of the open payment dialog and submits it; a withdrawal types the password. */
async function submitPapara(page: Page, lang: Lang, amount: string, password?: string) {
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByLabel(T[lang].amount).fill(amount);
  await dialog.getByLabel(T[lang].papara).fill('1234567890');
  await dialog.getByLabel(T[lang].papara).blur();
  if (password !== undefined) {
    await dialog.getByLabel(T[lang].password).fill(password);
    await dialog.getByLabel(T[lang].password).blur();
  }
  const submit = dialog.getByRole('button', { name: T[lang].submit });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  return dialog;
}

e2eDescribe('wallet and payments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const PAIRS = [
    ['tr', DESKTOP, 'desktop'],
    ['en', MOBILE, 'mobile'],
  ] as const;

  for (const [lang, viewport, size] of PAIRS) {
    it(`deposits through Papara's checkout (${lang}, ${size}): balance and notification update without a reload, then it is in financial activities`, async () => {
      const player = await registerPlayer();
      const page = await playerPage(browser, player, lang, viewport);
      const problems = await watchPage(page);
      await open(page, '/dashboard/deposit');
      await hubConnected(page);
      await page.getByRole('list', { name: T[lang].methods }).waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `deposit-methods-${lang}-${size}`);
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

      await page
        .getByRole('button', { name: /Papara/ })
        .first()
        .click();
      const gatewayTab = page.context().waitForEvent('page');
      const dialog = await submitPapara(page, lang, '750');
      await dialog.getByRole('button', { name: T[lang].continue }).waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `deposit-continue-${lang}-${size}`, { fullPage: false });

      // The demo's Papara is Papara's own simulator: its hosted checkout, then its IPN, which our
      // server verifies by re-fetching the payment (docs/decisions/088-payment-providers-and-payouts.md).
      const gateway = await gatewayTab;
      await gateway.waitForLoadState();
      expect(gateway.url()).toContain('/sim/papara/checkout/');
      expect(await gateway.locator('body').textContent()).toContain('750,00 ₺');
      await shot(gateway, `papara-checkout-${size}`);
      await gateway.getByRole('button', { name: 'Öde' }).click();
      await gateway.waitForLoadState();

      await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺750,00');
      await badge(page).filter({ hasText: /^1$/ }).waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);

      await page.keyboard.press('Escape');
      await open(page, '/dashboard/financial-activities');
      const row = page.getByRole('row').filter({ hasText: T[lang].deposit });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain(T[lang].confirmed);
      expect(await row.first().textContent()).toContain('750,00');
      await expectNoA11yViolations(page);
      await shot(page, `financial-activities-${lang}-${size}`);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  for (const [lang, viewport, size] of [...PAIRS].reverse()) {
    it(`withdraws (${lang}, ${size}); the operator confirms, Papara's payout API pays it and the player sees it`, async () => {
      const player = await fundedPlayer(1000);
      const page = await playerPage(browser, player, lang, viewport);
      const problems = await watchPage(page);
      await open(page, '/dashboard/withdraw');
      await hubConnected(page);
      await page
        .getByRole('button', { name: /Papara/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Papara' }).getByLabel(T[lang].amount).waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `withdraw-dialog-${lang}-${size}`, { fullPage: false });
      const dialog = await submitPapara(page, lang, '400', player.password);
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
      await expect
        .poll(
          async () =>
            (await callApi<{ balance: number }>('user/balance', { token: player.session.token })).data
              .balance,
        )
        .toBe(600);

      const token = await adminToken({ stepUp: true });
      const queue = await callApi<{
        items: { id: number; username: string; amount: number; payableFrom: string | null }[];
      }>('admin/withdrawals?status=2', {
        token,
      });
      const mine = queue.data.items.find((w) => w.username === player.username)!;
      expect(mine.amount).toBe(400);
      // A new Papara account is held like any destination (ADR 047), but the e2e operator turned
      // the cooling-off off (global-setup.ts), so it may be paid at once.
      expect(mine.payableFrom).toBeNull();
      // Papara's method pays out through its mass-payment API, which answers at once (ADR 088).
      const confirmed = await callApi<{ status: string }>('admin/withdrawals/confirm', {
        token,
        body: { id: mine.id },
      });
      expect(confirmed.success).toBe(true);
      expect(confirmed.data.status).toBe('confirmed');

      // Two notifications (the deposit and this withdrawal) arrive through the hub.
      await badge(page)
        .filter({ hasText: /^[12]$/ })
        .waitFor({ timeout: 20_000 });
      await open(page, '/dashboard/financial-activities');
      const main = page.locator('main');
      await expect.poll(() => main.textContent(), { timeout: 15_000 }).toContain(T[lang].withdraw);
      expect(await main.textContent()).toContain(T[lang].confirmed);
      expect(await main.textContent()).toContain('400,00');
      await expectNoA11yViolations(page);
      await shot(page, `withdrawal-financial-activities-${lang}-${size}`);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  for (const [lang, viewport, size] of [...PAIRS].reverse()) {
    it(`deposits crypto (${lang}, ${size}) through the NOWPayments invoice: credited once the payment is finished`, async () => {
      const player = await registerPlayer();
      const page = await playerPage(browser, player, lang, viewport);
      const problems = await watchPage(page);
      await open(page, '/dashboard/deposit');
      await hubConnected(page);
      await page.getByRole('button', { name: /Kripto Para/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Kripto Para' });
      await dialog.getByLabel(T[lang].amount).fill('300');
      await dialog.getByLabel(T[lang].amount).blur();
      const invoiceTab = page.context().waitForEvent('page');
      const submit = dialog.getByRole('button', { name: T[lang].submit });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await dialog.getByRole('button', { name: T[lang].continue }).waitFor();
      await expectNoA11yViolations(page);
      await shot(page, `crypto-continue-${lang}-${size}`, { fullPage: false });

      const invoice = await invoiceTab;
      await invoice.waitForLoadState();
      expect(invoice.url()).toContain('/sim/nowpayments/payment/');
      expect(await invoice.locator('body').textContent()).toContain('300 TRY');
      await shot(invoice, `nowpayments-invoice-${size}`);
      await invoice.getByRole('button', { name: /Pay in full/ }).click();
      await invoice.waitForLoadState();

      await expect.poll(() => headerBalance(page).textContent(), { timeout: 20_000 }).toContain('₺300,00');
      await page.keyboard.press('Escape');
      await open(page, '/dashboard/financial-activities');
      const row = page.getByRole('row').filter({ hasText: T[lang].deposit });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain(T[lang].confirmed);
      await shot(page, `crypto-financial-activities-${lang}-${size}`);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }
});
