import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ADMIN } from '../helpers/admin.ts';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, newPage, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import { type Staff, openAdmin, staffEnrol, staffSignIn, stepUp } from '../helpers/staff.ts';

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
    pass: 'Parola',
    menu: 'Menü',
  },
  en: {
    home: 'Work queues',
    staff: 'Staff and roles',
    staffTitle: 'Staff',
    add: 'Add staff member',
    user: 'Username',
    pass: 'Password',
    menu: 'Menu',
  },
} as const;

const admin = (): Staff => ({ ...ADMIN, secret: inject('adminTotpSecret') });

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

    await page.getByRole('link', { name: T.tr.staff }).click();
    await page.getByRole('heading', { level: 1, name: T.tr.staffTitle }).waitFor();
    await page.getByRole('button', { name: T.tr.add }).click();
    const dialog = page.getByRole('dialog', { name: T.tr.add });
    const username = `e2e-pay-${Date.now().toString(36)}`;
    await dialog.getByLabel(T.tr.user).fill(username);
    await dialog.getByLabel(T.tr.pass).fill('Ödeme-Ekibi-Parola-2026');
    await dialog.getByLabel(/^payments/).check();
    await dialog.getByRole('button', { name: T.tr.add }).click();
    await stepUp(page, 'tr', admin());
    await page.getByRole('cell', { name: username }).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-staff-tr-desktop');
    expect(problems.pageErrors).toEqual([]);

    // The new member enrols TOTP at first sign-in, then sees only what the payments role opens.
    const second = await newPage(browser, { viewport: DESKTOP });
    await openAdmin(second, 'en');
    const payments = await staffEnrol(second, 'en', { username, password: 'Ödeme-Ekibi-Parola-2026' });
    await staffSignIn(second, 'en', payments);
    await expect.poll(() => second.getByRole('link', { name: T.en.staff }).count()).toBe(0);
    await expectNoA11yViolations(second);
    await shot(second, 'admin-home-en-payments-desktop');
  });

  it('works on a phone in English: the menu opens from its button', async () => {
    const page = await signedIn(browser, 'en', admin(), MOBILE);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: T.en.menu }).click();
    await page.getByRole('link', { name: T.en.staff }).click();
    await page.getByRole('heading', { level: 1, name: T.en.staffTitle }).waitFor();
    await expectNoA11yViolations(page);
    await shot(page, 'admin-staff-en-phone');
  });

  it('every screen of the menu, in both languages, passes the accessibility check', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const page = await signedIn(browser, lang, admin());
      const problems = await watchPage(page);
      const links = await page
        .locator('#admin-nav a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(1);
      for (const href of links) {
        await page.locator(`#admin-nav a[href="${href}"]`).click();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoA11yViolations(page);
        await shot(page, `admin-screen-${href.replace(/^\/admin\/?/, '') || 'home'}-${lang}-desktop`);
      }
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  });
});
