/**
 * The sign-up dialog as a player fills it (auth and bonus journeys): texts in both languages,
 * the codes from the dev outbox, and the form itself.
 */
import type { Page } from 'playwright-core';
import { url } from './browser.ts';

export const TEXT = {
  tr: {
    signUp: 'Kayıt Ol',
    login: 'Giriş Yap',
    validate: 'Doğrula',
    yes: 'Evet',
    recovery: 'Şifremi Unuttum',
    cont: 'Devam Et',
    deposit: 'Para Yatır',
    logout: 'Çıkış',
    profile: 'Hesabım',
    name: 'Ad',
    surname: 'Soyad',
    username: 'Kullanıcı Adı',
    email: 'E-posta',
    password: 'Şifre',
    password2: 'Şifre Tekrar',
    phone: 'Telefon',
    day: 'Gün',
    month: 'Ay',
    year: 'Yıl',
    sms: 'SMS Kodu',
    reset: 'Sıfırlama Kodu',
    register: 'Kayıt Ol',
  },
  en: {
    signUp: 'Sign Up',
    login: 'Login',
    validate: 'Validate',
    yes: 'Yes',
    recovery: 'Recovery Password',
    cont: 'Continue',
    deposit: 'Deposit',
    logout: 'Logout',
    profile: 'My account',
    name: 'Name',
    surname: 'Surname',
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    password2: 'Confirm Password',
    phone: 'Phone',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    sms: 'SMS Code',
    reset: 'Reset Code',
    register: 'Register',
  },
} as const;

type Outbox = { to: string; text: string }[];

/** The newest 6-digit code sent to a phone or e-mail address (dev outbox). */
export async function codeFor(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { data } = (await (await fetch(url('/api/dev/outbox'))).json()) as { data: Outbox };
    const code = data.find((m) => m.to.includes(to))?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code sent to ${to}`);
}

export const unique = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

export async function openFromHeader(
  page: Page,
  lang: 'tr' | 'en',
  mobile: boolean,
  button: 'login' | 'signUp',
) {
  const header = page.locator('header');
  if (mobile && button === 'login') await header.getByRole('button', { name: TEXT[lang].profile }).click();
  else await header.getByRole('button', { name: TEXT[lang][button], exact: true }).first().click();
}

export async function register(page: Page, lang: 'tr' | 'en', id: string, withTrial: boolean) {
  const t = TEXT[lang];
  const d = page.getByRole('dialog');
  await d.getByLabel(t.name, { exact: true }).fill('Ayşe');
  await d.getByLabel(t.surname, { exact: true }).fill('Yılmaz');
  await d.getByLabel(t.username, { exact: true }).fill(`oyuncu${id}`);
  await d.getByLabel(t.email, { exact: true }).fill(`oyuncu${id}@example.com`);
  await d.getByLabel(t.password, { exact: true }).fill('Lale-Kumar-2026!');
  await d.getByLabel(t.password2, { exact: true }).fill('Lale-Kumar-2026!');
  await d.getByLabel(t.phone, { exact: true }).pressSequentially(`53${id}`);
  await d.getByLabel(t.day, { exact: true }).pressSequentially('07');
  await d.getByLabel(t.month, { exact: true }).pressSequentially('03');
  await d.getByLabel(t.year, { exact: true }).pressSequentially('1990');
  if (withTrial) await d.getByRole('checkbox').check();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await d.getByRole('button', { name: t.register, exact: true }).click();
  return JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>;
}
