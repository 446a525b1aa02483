import { MAIN_MENU_IDS } from '@lalebet/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { callApi } from '../helpers/accounts.ts';
import { ADMIN, SECOND_ADMIN, adminToken, inviteStaff } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, newPage, watchPage } from '../helpers/browser.ts';
import { fundedPlayer, requestWithdrawal } from '../helpers/funds.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import {
  type Staff,
  acceptInvitation,
  openAdmin,
  staffEnrol,
  staffSignIn,
  stepUp,
} from '../helpers/staff.ts';

/**
 * The back office (docs/admin-app.md): staff sign in with a password and TOTP, land on their
 * work queues, and see only what their roles allow; money and role actions ask for the code
 * again (step-up).
 */
type Lang = 'tr' | 'en';

const T = {
  tr: {
    home: 'İş kuyrukları',
    staff: 'Personel ve roller',
    staffTitle: 'Personel',
    add: 'Personel ekle',
    user: 'Kullanıcı adı',
    email: 'E-posta',
    phone: 'Telefon',
    menu: 'Menü',
  },
  en: {
    home: 'Work queues',
    staff: 'Staff and roles',
    staffTitle: 'Staff',
    add: 'Add staff member',
    user: 'Username',
    email: 'E-mail',
    phone: 'Phone',
    menu: 'Menu',
  },
} as const;

const admin = (): Staff => ({ ...ADMIN, secret: inject('adminTotpSecret') });
/**
 * The other full admin, for the screens that need no particular person: a TOTP code is good for
 * one use per 30-s step, so spreading the sign-ins over two secrets halves the waits for a step.
 */
const otherAdmin = (): Staff => ({ ...SECOND_ADMIN, secret: inject('secondAdminTotpSecret') });

async function signedIn(
  browser: Browser,
  lang: Lang,
  staff: Staff,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const page = await newPage(browser, { viewport });
  await openAdmin(page, lang);
  await staffSignIn(page, lang, staff);
  return page;
}

e2eDescribe('back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signs in with TOTP, opens on the work queues and adds a staff member after a step-up', async () => {
    const page = await newPage(browser, { viewport: DESKTOP });
    const problems = await watchPage(page);
    await openAdmin(page, 'tr');
    await expectNoA11yViolations(page);
    await shot(page, 'admin-login-tr-desktop');
    await staffSignIn(page, 'tr', admin());
    await expect.poll(() => page.locator('.queue-card').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await expectNoA11yViolations(page);
    await shot(page, 'admin-home-tr-desktop');

    await page.locator('#admin-nav').getByRole('link', { name: T.tr.staff }).click();
    await page.getByRole('heading', { level: 1, name: T.tr.staffTitle }).waitFor();
    await page.getByRole('button', { name: T.tr.add }).click();
    const dialog = page.getByRole('dialog', { name: T.tr.add });
    // No password from the creator: an invitation goes to the new member's e-mail (ADR 044).
    const username = `e2e-destek-${Date.now().toString(36)}`;
    const email = `${username}@staff.example`;
    await dialog.getByLabel(T.tr.user).fill(username);
    await dialog.getByLabel(T.tr.email).fill(email);
    await dialog.getByLabel(T.tr.phone).fill(`90555${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    await dialog.getByLabel(/^support/).check();
    await dialog.getByRole('button', { name: T.tr.add }).click();
    await stepUp(page, 'tr', admin());
    await page.getByRole('cell', { name: username, exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-staff-tr-desktop');
    expect(problems.pageErrors).toEqual([]);

    // The new member opens the invitation, sets a password, enrols TOTP, then sees only what
    // the support role opens.
    const outbox = await callApi<{ to: string; text: string }[]>('dev/outbox');
    const token = outbox.data.find((m) => m.to === email)?.text.match(/#([A-Za-z0-9_-]{20,})/)?.[1] ?? '';
    const second = await newPage(browser, { viewport: DESKTOP });
    const support = await acceptInvitation(second, 'en', token, {
      username,
      password: 'Destek-Ekibi-Parola-2026',
    });
    await staffSignIn(second, 'en', support);
    await expect.poll(() => second.getByRole('link', { name: T.en.staff }).count()).toBe(0);
    await expectNoA11yViolations(second);
    await shot(second, 'admin-home-en-support-desktop');
  }, 240_000);

  it('works on a phone in English: the menu opens from its button', async () => {
    const page = await signedIn(browser, 'en', otherAdmin(), MOBILE);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: T.en.menu }).click();
    await page.locator('#admin-nav').getByRole('link', { name: T.en.staff }).click();
    await page.getByRole('heading', { level: 1, name: T.en.staffTitle }).waitFor();
    await page.locator('table.data-table tbody tr').first().waitFor();
    // The wide table scrolls in its own box; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await shot(page, 'admin-staff-en-phone');
    // The reconciliation flags (ADR 098): filters above a table that scrolls in its own box.
    await page.goto(`${new URL(page.url()).origin}/admin/payment-reconciliation?state=open`);
    await page.getByRole('heading', { level: 1, name: 'Payment reconciliation' }).waitFor();
    await page.getByRole('combobox', { name: 'Difference' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await shot(page, 'admin-reconciliation-en-phone');
  }, 240_000);

  it('every screen of the menu, in both languages, passes the accessibility check', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const page = await signedIn(browser, lang, otherAdmin());
      const problems = await watchPage(page);
      const links = await page
        .locator('#admin-nav a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(1);
      for (const href of links) {
        await page.locator(`#admin-nav a[href="${href}"]`).click();
        // The page itself, not the one before it: the menu entry is marked current once the
        // route changed, and the lazy page has rendered its heading.
        await page.waitForURL((u) => u.pathname === href || u.pathname.startsWith(`${href}/`));
        await page.locator(`#admin-nav a[href="${href}"][aria-current="page"]`).waitFor();
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoA11yViolations(page);
        await shot(page, `admin-screen-${href.replace(/^\/admin\/?/, '') || 'home'}-${lang}-desktop`);
      }
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  }, 240_000);

  it('pays a withdrawal from the queue after a step-up (tr)', async () => {
    const player = await fundedPlayer(1000);
    await requestWithdrawal(player, 400);
    const page = await signedIn(browser, 'tr', admin());
    await page.locator('#admin-nav').getByRole('link', { name: 'Çekimler' }).click();
    await page.getByRole('heading', { level: 1, name: 'Çekim kuyruğu' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: player.username });
    await expectNoA11yViolations(page);
    await shot(page, 'admin-withdrawals-tr-desktop');
    await row.getByRole('button', { name: 'Öde' }).click();
    await stepUp(page, 'tr', admin());
    await row.waitFor({ state: 'detached' });
    // The player's history shows the withdrawal confirmed (status 1), no longer pending.
    const history = await callApi<{ items: { kind: number; status: number; amount: number }[] }>(
      'transaction/list',
      { token: player.session.token, body: { kind: 2 } },
    );
    expect(history.data.items.find((i) => i.amount === 400)?.status).toBe(1);
  }, 240_000);

  it('needs a second person for a large adjustment, who approves it from the inbox (en)', async () => {
    const player = await fundedPlayer(100);
    const token = await adminToken({ stepUp: true });
    const found = await callApi<{ items: { id: number }[] }>(`admin/customers?query=${player.username}`, {
      token,
    });
    const customerId = found.data.items[0]!.id;
    const stamp = Date.now().toString(36);
    const make = async (role: string) => {
      const login = { username: `e2e-${role}-${stamp}`, password: `Dört-Göz-${role}-Parola-2026` };
      await inviteStaff(login, [role]);
      const page = await newPage(browser, { viewport: DESKTOP });
      await openAdmin(page, 'en');
      const staff = await staffEnrol(page, 'en', login);
      await staffSignIn(page, 'en', staff);
      return { page, staff };
    };

    // The payments member asks for 2,000 ₺ (over the 1,000 ₺ four-eyes threshold).
    const requester = await make('payments');
    await requester.page.locator('#admin-nav').getByRole('link', { name: 'Balance adjustments' }).click();
    await requester.page.getByRole('button', { name: 'New adjustment' }).click();
    const form = requester.page.getByRole('dialog', { name: 'New adjustment' });
    await form.getByLabel('Player number').fill(String(customerId));
    await form.getByLabel('Amount (₺)').fill('2.000');
    await form.getByLabel('Note').fill('Goodwill after a failed game round (e2e)');
    await expectNoA11yViolations(requester.page);
    await shot(requester.page, 'admin-adjustment-new-en-desktop', { fullPage: false });
    await form.getByRole('button', { name: 'Submit' }).click();
    await stepUp(requester.page, 'en', requester.staff);
    await requester.page.getByRole('cell', { name: player.username }).first().waitFor();
    expect(
      (await callApi<{ balance: number }>('user/balance', { token: player.session.token })).data.balance,
    ).toBe(100);

    // The finance member sees it in the inbox, reviews the exact request and approves it.
    const approver = await make('finance');
    await approver.page.locator('#admin-nav').getByRole('link', { name: 'Approvals' }).click();
    await approver.page.getByRole('button', { name: 'Review' }).first().click();
    const review = approver.page.getByRole('dialog');
    await review.getByText(player.username).first().waitFor();
    await expectNoA11yViolations(approver.page);
    await shot(approver.page, 'admin-approval-review-en-desktop', { fullPage: false });
    await review.getByRole('button', { name: 'Approve' }).click();
    await stepUp(approver.page, 'en', approver.staff);
    await expect
      .poll(
        async () =>
          (await callApi<{ balance: number }>('user/balance', { token: player.session.token })).data.balance,
      )
      .toBe(2100);
  }, 240_000);

  it("shows a player's protection and identity-check tabs and starts an adjustment from Player 360 (tr)", async () => {
    const player = await fundedPlayer(100);
    const limit = await callApi('customer/limits', {
      token: player.session.token,
      body: { kind: 'deposit', period: 'day', amount: 500 },
    });
    expect(limit.success, limit.message).toBe(true);
    const token = await adminToken();
    const found = await callApi<{ items: { id: number }[] }>(`admin/customers?query=${player.username}`, {
      token,
    });
    const customerId = found.data.items[0]!.id;

    const page = await signedIn(browser, 'tr', admin());
    await page.goto(`${new URL(page.url()).origin}/admin/customers/${customerId}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: player.username }).first().waitFor();
    await page.getByRole('tab', { name: 'Koruma' }).click();
    const limits = page.getByRole('table', { name: 'Limitler' });
    await limits.getByRole('row').nth(1).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-player360-protection-tr-desktop');
    // Staff lower the player's own 500 ₺ daily deposit limit from the tab, with a reason.
    await page.getByRole('button', { name: 'Limit koy veya düşür' }).click();
    const setLimit = page.getByRole('dialog', { name: 'Limit koy veya düşür' });
    await setLimit.getByLabel('Limit türü').selectOption('deposit');
    await setLimit.getByLabel('Dönem').selectOption('day');
    await setLimit.getByLabel('Limit (₺)').fill('300');
    await setLimit.getByLabel('Gerekçe').fill('Oyuncuyla telefonda görüşüldü');
    await expectNoA11yViolations(page);
    await shot(page, 'admin-player360-set-limit-tr-desktop');
    await setLimit.getByRole('button', { name: 'Limiti kaydet' }).click();
    await setLimit.waitFor({ state: 'hidden' });
    await limits
      .getByRole('cell', { name: /300,00/ })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Kimlik doğrulama' }).click();
    await page.getByRole('heading', { name: 'Doğrulama dosyası' }).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-player360-kyc-tr-desktop');
    // The same tabs in English.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Protection' }).click();
    await page.getByRole('table', { name: 'Limits' }).getByRole('row').nth(1).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-player360-protection-en-desktop');
    await page.getByRole('tab', { name: 'Identity check' }).click();
    await page.getByRole('heading', { name: 'Verification case' }).waitFor();
    await shot(page, 'admin-player360-kyc-en-desktop');
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await page.context().close();

    // The admin role approves adjustments but does not ask for them
    // (docs/decisions/041-separation-of-duties-for-money.md): a payments member starts one here.
    const login = { username: `e2e-p360-${Date.now().toString(36)}`, password: 'Oyuncu-360-Parola-2026' };
    // Staff are invited and set their own password (docs/decisions/044-staff-lifecycle.md).
    await inviteStaff(login, ['payments']);
    const clerk = await newPage(browser, { viewport: DESKTOP });
    await openAdmin(clerk, 'tr');
    await staffSignIn(clerk, 'tr', await staffEnrol(clerk, 'tr', login));
    await clerk.goto(`${new URL(clerk.url()).origin}/admin/customers/${customerId}`);
    await clerk.getByRole('heading', { level: 1 }).filter({ hasText: player.username }).first().waitFor();
    await clerk.getByRole('link', { name: 'Bakiye düzeltmesi' }).click();
    const form = clerk.getByRole('dialog', { name: 'Yeni düzeltme' });
    await expect.poll(() => form.getByLabel('Oyuncu numarası').inputValue()).toBe(String(customerId));
    await clerk.context().close();
  }, 240_000);

  it('edits a banner and the player site shows it at once (tr)', async () => {
    const page = await signedIn(browser, 'tr', otherAdmin());
    await page.locator('#admin-nav').getByRole('link', { name: 'İçerik' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'home' }).filter({ hasText: 'TR' }).first();
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const dialog = page.getByRole('dialog');
    const title = `Yılbaşı kampanyası ${Date.now().toString(36)}`;
    await dialog.getByLabel('Başlık').fill(title);
    await expectNoA11yViolations(page);
    await shot(page, 'admin-banner-edit-tr-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'detached' });

    const player = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'tr' });
    await open(player, '/');
    await expect
      .poll(() => player.locator(`img[alt="${title}"]`).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  }, 240_000);

  it('reorders and hides main-menu entries, and the player site follows (en)', async () => {
    const page = await signedIn(browser, 'en', otherAdmin());
    try {
      await page.goto(`${new URL(page.url()).origin}/admin/content/menu`);
      const table = page.getByRole('table', { name: 'Main menu' });
      await table.waitFor();
      await page.getByRole('button', { name: 'Move up: Live Casino' }).click();
      await page.getByRole('checkbox', { name: 'Visible: Bingo' }).uncheck();
      await expectNoA11yViolations(page);
      await shot(page, 'admin-content-menu-en-desktop', { fullPage: false });
      await page.getByRole('button', { name: 'Türkçe' }).click();
      await page.getByRole('table', { name: 'Ana menü' }).waitFor();
      await expectNoA11yViolations(page);
      await shot(page, 'admin-content-menu-tr-desktop', { fullPage: false });
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.', { exact: false }).first().waitFor();

      const player = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'en' });
      await open(player, '/');
      const labels = () =>
        player.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link').allInnerTexts();
      await expect
        .poll(async () => (await labels()).map((l) => l.trim()).slice(2, 5))
        .toEqual(['E-sports', 'Live Casino', 'Casino']);
      expect((await labels()).map((l) => l.trim())).not.toContain('Bingo');
      await player.context().close();
    } finally {
      // Other journeys click the built-in tiles: put the menu back.
      const token = await adminToken();
      const items = MAIN_MENU_IDS.map((id) => ({ id, visible: true }));
      await callApi('admin/content/mainmenu', { token, method: 'PUT', body: { items } });
      await page.context().close();
    }
  }, 240_000);

  it('exports a report as CSV (en)', async () => {
    const page = await signedIn(browser, 'en', otherAdmin());
    await page.locator('#admin-nav').getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
    await shot(page, 'admin-reports-en-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const fs = await import('node:fs');
    const text = fs.readFileSync(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff); // BOM, so spreadsheets read Turkish letters
    expect(text.split('\n')[0]).toMatch(/,/);
  }, 240_000);
});
