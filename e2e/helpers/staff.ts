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
    stepUpTitle: 'İşlemi onaylayın',
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
    stepUpTitle: 'Confirm this action',
  },
} as const;

/** Steps already spent by this process, per secret: the server refuses a code twice. */
const spent = new Map<string, number>();

/**
 * A code for a 30-s step this process has not used for `secret`: the current step, else the
 * next (the server accepts one step of clock drift ahead), else it waits for a new step.
 */
export async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  const last = spent.get(secret) ?? -1;
  if (last >= step + 1) {
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  if ((spent.get(secret) ?? -1) >= step) step += 1;
  spent.set(secret, step);
  return TOTP.generate({ secret: new TOTP({ secret }).secret, timestamp: step * 30_000 });
}

/**
 * After a refused code: another process (an earlier journey's API login) may have used the
 * steps up to the next one, so the next code comes from a step after both.
 */
function codeRefused(secret: string) {
  spent.set(secret, Math.max(spent.get(secret) ?? -1, Math.floor(Date.now() / 30_000) + 1));
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

/** Password, then a TOTP code (on a refusal, a later step's code: see codeRefused). */
export async function staffSignIn(page: Page, lang: Lang, staff: Staff) {
  await password(page, lang, staff);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel(L[lang].code).fill(await freshCode(staff.secret));
    await page.getByRole('button', { name: L[lang].signIn }).click();
    // A refusal leaves the form (and its alert) in place; success replaces it with the home page.
    const home = page.getByRole('heading', { level: 1, name: L[lang].home });
    if (
      await home.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    codeRefused(staff.secret);
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

/**
 * The invitation link of a new staff member (ADR 044): set the password, enrol TOTP from the
 * secret on screen, keep the recovery codes; the page then signs them out to sign in anew.
 */
export async function acceptInvitation(
  page: Page,
  lang: Lang,
  token: string,
  staff: Pick<Staff, 'username' | 'password'>,
): Promise<Staff> {
  await page.addInitScript((l) => localStorage.setItem('lalebet.admin.lang', l), lang);
  await page.goto(url(`/admin/invite#${token}`));
  await page.getByText(staff.username).first().waitFor();
  await page.getByLabel(L[lang].pass).fill(staff.password);
  await page.getByRole('button', { name: L[lang].next }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel(L[lang].code).fill(await freshCode(secret));
  await page.getByRole('button', { name: L[lang].verify }).click();
  await page.getByRole('button', { name: L[lang].saved }).click();
  await page.getByLabel(L[lang].user).waitFor();
  return { ...staff, secret };
}

/** Answers the step-up dialog that a money or role action opens (again with a later code if refused). */
export async function stepUp(page: Page, lang: Lang, staff: Staff) {
  const dialog = page.getByRole('dialog', { name: L[lang].stepUpTitle });
  for (let attempt = 0; attempt < 3; attempt++) {
    await dialog.getByLabel(L[lang].code).fill(await freshCode(staff.secret));
    await dialog.getByRole('button', { name: L[lang].confirm }).click();
    if (
      await dialog.waitFor({ state: 'detached', timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    codeRefused(staff.secret);
  }
  throw new Error(`step-up refused for ${staff.username}`);
}
