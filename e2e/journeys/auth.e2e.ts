import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../helpers/axe.ts';
import { e2eDescribe, launchBrowser, url, waitForToastsGone, watchPage } from '../helpers/browser.ts';
import { DESKTOP, MOBILE, newPlayerPage, open } from '../helpers/player.ts';
import { shot } from '../helpers/screens.ts';
import { TEXT, codeFor, openFromHeader, register, unique } from '../helpers/signup.ts';

e2eDescribe('accounts: sign-up, phone, celebration, logout, login, recovery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers on a phone in Turkish with the trial bonus, verifies the phone and logs out and in', async () => {
    const t = TEXT.tr;
    const page = await newPlayerPage(browser, { viewport: MOBILE, lang: 'tr' });
    await page.addInitScript(() => localStorage.setItem('refId', '12345'));
    const problems = await watchPage(page);
    await open(page, '/');
    await openFromHeader(page, 'tr', true, 'signUp');
    await page.getByRole('dialog').getByLabel(t.name, { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    const id = unique();
    const payload = await register(page, 'tr', id, true);
    expect(payload).toMatchObject({
      phone: `9053${id}`,
      country: 792,
      currencyId: 1,
      birthDate: '1990-03-07',
      refId: 12345,
    });
    expect(payload).not.toHaveProperty('trialBonus');

    // With the trial bonus ticked the code is sent at once: step 2.
    const d = page.getByRole('dialog');
    await d.getByLabel(t.sms, { exact: true }).waitFor();
    await d.getByLabel(t.sms, { exact: true }).pressSequentially(await codeFor(`9053${id}`));
    await d.getByRole('button', { name: t.validate, exact: true }).click();
    await d.getByRole('button', { name: t.yes, exact: true }).waitFor();
    expect(await d.textContent()).toMatch(/Tebrikler/);
    await shot(page, 'auth-celebration-tr-mobile');
    await page.keyboard.press('Escape');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null'));
    expect(stored).toMatchObject({ username: `oyuncu${id}`, smsVerified: true });
    expect(stored.token).toMatch(/^[\w-]{30,}$/);

    // The verification's success toast covers the header's right side on a phone.
    await waitForToastsGone(page);
    await page.locator('header').getByRole('button', { name: t.profile }).click();
    await page.locator('#profile-sidebar').getByRole('button', { name: t.logout }).click();
    await page.waitForFunction(() => localStorage.getItem('authData') === null);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    // The old token no longer works.
    const res = await fetch(url('/api/user/balance'), {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(res.status).toBe(401);

    await page.evaluate(() => {
      localStorage.setItem('lang', 'tr');
      localStorage.setItem('topNotifyRead', 'yes');
      localStorage.setItem('seenPopups', '[1,2,3]');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await openFromHeader(page, 'tr', true, 'login');
    await page.getByRole('dialog').getByLabel(t.username, { exact: true }).fill(`oyuncu${id}`);
    await page.getByRole('dialog').getByLabel(t.password, { exact: true }).fill('Lale-Kumar-2026!');
    await page.getByRole('dialog').getByRole('button', { name: t.login, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toContain(`oyuncu${id}`);
    expect(problems.pageErrors, JSON.stringify(problems.pageErrors)).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('registers on desktop in English without the bonus, then recovers the password by e-mail code', async () => {
    const t = TEXT.en;
    const page = await newPlayerPage(browser, { viewport: DESKTOP, lang: 'en' });
    await open(page, '/');
    await openFromHeader(page, 'en', false, 'signUp');
    const id = unique();
    await register(page, 'en', id, false);
    const d = page.getByRole('dialog');
    // Without the bonus: the celebration with Deposit and Live Chat.
    await d.getByRole('button', { name: t.deposit, exact: true }).waitFor();
    await shot(page, 'auth-celebration-en-desktop');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: new RegExp(`oyuncu${id}`) }).click();
    await page.getByRole('button', { name: t.logout }).click();
    await page.waitForFunction(() => localStorage.getItem('authData') === null);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('topNotifyRead', 'yes');
      localStorage.setItem('seenPopups', '[1,2,3]');
    });
    await page.reload({ waitUntil: 'networkidle' });

    // A wrong password shows the server's message and keeps the dialog open.
    await openFromHeader(page, 'en', false, 'login');
    await d.getByLabel(t.username, { exact: true }).fill(`oyuncu${id}`);
    await d.getByLabel(t.password, { exact: true }).fill('wrong-password-1');
    await d.getByRole('button', { name: t.login, exact: true }).click();
    await page
      .getByText(/incorrect|wrong|invalid/i)
      .first()
      .waitFor();
    expect(await d.isVisible()).toBe(true);

    // Recovery: username, code from the e-mail, new password, then the login form.
    await d.getByRole('button', { name: t.recovery }).click();
    await d.getByLabel(t.username, { exact: true }).fill(`oyuncu${id}`);
    await d.getByRole('button', { name: t.cont }).click();
    await d.getByRole('textbox', { name: t.reset }).fill(await codeFor(`oyuncu${id}@example.com`));
    await d.getByRole('button', { name: t.cont }).click();
    await d.getByLabel(t.password2, { exact: true }).waitFor();
    await d.getByLabel(t.password, { exact: true }).fill('Yeni-Lale-2026!');
    await d.getByLabel(t.password2, { exact: true }).fill('Yeni-Lale-2026!');
    await d.getByRole('button', { name: t.cont }).click();
    await page.getByText('Password change successful. You are now directed to the login page.').waitFor();
    await shot(page, 'auth-recovery-done-en-desktop');
    await d.getByRole('button', { name: t.login, exact: true }).waitFor({ timeout: 5000 });
    await d.getByLabel(t.password, { exact: true }).fill('Yeni-Lale-2026!');
    if (!(await d.getByLabel(t.username, { exact: true }).inputValue()))
      await d.getByLabel(t.username, { exact: true }).fill(`oyuncu${id}`);
    await d.getByRole('button', { name: t.login, exact: true }).click();
    await d.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('authData'))).toContain(`oyuncu${id}`);
  });
});
