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

/** The last step this process tried, per secret: the server accepts no step twice, nor an older one. */
const spent = new Map<string, number>();

const STEP_MS = 30_000;
/** Below this much left in a step, its previous step's code could reach the server too late. */
const MARGIN_MS = 5_000;

/**
 * A code for the earliest step the server may still take for `secret`: it accepts the previous,
 * current and next step (apps/server/src/modules/admin/totp.ts), so a new secret gives three
 * codes at once and waits only from the fourth.
 */
export async function freshCode(secret: string): Promise<string> {
  const now = Date.now();
  const current = Math.floor(now / STEP_MS);
  const earliest = now % STEP_MS < STEP_MS - MARGIN_MS ? current - 1 : current;
  const step = Math.max((spent.get(secret) ?? -Infinity) + 1, earliest);
  // A step two ahead is accepted once the clock reaches the step before it.
  if (step > current + 1) await new Promise((r) => setTimeout(r, (step - 1) * STEP_MS - now + 200));
  spent.set(secret, step);
  return TOTP.generate({ secret: new TOTP({ secret }).secret, timestamp: step * STEP_MS });
}

/**
 * After a refused code: another process (an earlier journey) used that step or a later one, so
 * the next try is the step after it, and later ones after that.
 */
export function codeRefused(secret: string) {
  const now = Math.floor(Date.now() / STEP_MS);
  spent.set(secret, Math.max(spent.get(secret) ?? -Infinity, now - 1));
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
