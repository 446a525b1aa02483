/**
 * The back office in the browser (apps/admin, served under /admin/): sign-in with a password and
 * a TOTP code, first-time enrolment, and the step-up dialog. A TOTP code is accepted once per
 * 30-s step (docs/decisions/014-staff-two-factor.md), so each helper waits for a step no one
 * used yet when a code is refused.
 */
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser.ts';

export type Staff = { username: string; password: string; secret: string };
type Lang = 'tr' | 'en';

const L = {
  tr: {
    user: 'Kullanıcı adı',
    pass: 'Parola',
    next: 'Devam',
    code: 'Doğrulama kodu',
    signIn: 'Giriş yap',
    home: 'İş kuyrukları',
    verify: 'Kodu doğrula',
    saved: 'Kaydettim, giriş yap',
    confirm: 'Onayla',
  },
  en: {
    user: 'Username',
    pass: 'Password',
    next: 'Continue',
    code: 'Verification code',
    signIn: 'Sign in',
    home: 'Work queues',
    verify: 'Verify code',
    saved: 'I saved them, sign in',
    confirm: 'Confirm',
  },
} as const;

/** Steps already spent by this process, per secret: the server refuses a code twice. */
const spent = new Map<string, number>();

/** A code for a 30-s step this process has not used for `secret`, waiting for one if needed. */
export async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if ((spent.get(secret) ?? -1) >= step) {
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  spent.set(secret, step);
  return TOTP.generate({ secret: new TOTP({ secret }).secret, timestamp: step * 30_000 });
}

/** Opens /admin/ in `lang` (the app keeps the choice in localStorage) at the sign-in form. */
export async function openAdmin(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lalebet.admin.lang', l), lang);
  await page.goto(url('/admin/'));
  await page.getByLabel(L[lang].user).waitFor();
}

async function password(page: Page, lang: Lang, staff: Pick<Staff, 'username' | 'password'>) {
  await page.getByLabel(L[lang].user).fill(staff.username);
  await page.getByLabel(L[lang].pass).fill(staff.password);
  await page.getByRole('button', { name: L[lang].next }).click();
}

/** Password, then a TOTP code (retried once on the next step if another flow used this one). */
export async function staffSignIn(page: Page, lang: Lang, staff: Staff) {
  await password(page, lang, staff);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel(L[lang].code).fill(await freshCode(staff.secret));
    await page.getByRole('button', { name: L[lang].signIn }).click();
    const outcome = await Promise.race([
      page
        .getByRole('heading', { level: 1, name: L[lang].home })
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByRole('alert')
        .first()
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error(`staff sign-in refused for ${staff.username}`);
}

/** First sign-in of a new staff member: enrol TOTP from the secret on screen; answers the secret. */
export async function staffEnrol(
  page: Page,
  lang: Lang,
  staff: Pick<Staff, 'username' | 'password'>,
): Promise<Staff> {
  await password(page, lang, staff);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel(L[lang].code).fill(await freshCode(secret));
  await page.getByRole('button', { name: L[lang].verify }).click();
  await page.getByRole('button', { name: L[lang].saved }).click();
  return { ...staff, secret };
}

/** Answers the step-up dialog that a money or role action opens. */
export async function stepUp(page: Page, lang: Lang, staff: Staff) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(L[lang].code).fill(await freshCode(staff.secret));
  await dialog.getByRole('button', { name: L[lang].confirm }).click();
}
