import type { ReactNode } from 'react';
import { renderRoute, setupI18nFor } from '@/test/render';
import { sessionWith } from '@/test/session';
import { BIRTH_DATE_PLACEHOLDER, type RegisterForm } from './utils/register-payload';

/** The app's own translations (common, validation and auth) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('auth', lng);

/** Renders `ui` on '/', with a fresh query client; other paths render "elsewhere". */
export const renderWithApp = (ui: ReactNode) => renderRoute(ui);

export { type Reply, bodiesFor, mockApi } from '@/test/mock-api';

/** A session as the API returns it: a new player with no money and an unverified phone. */
export const SESSION = sessionWith({ balance: 0, username: 'ayse1990', smsVerified: false });

/** The sign-up form as Ayşe fills it in: Türkiye, born 7 March 1990, no trial bonus. */
export const REGISTER_FORM: RegisterForm = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '5321234567',
  country: 792,
  birthDate: BIRTH_DATE_PLACEHOLDER,
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1990',
  password: 'Gizli-Sifre-42',
  password2: 'Gizli-Sifre-42',
  trialBonus: false,
};

/** What auth/register receives for REGISTER_FORM (without a referral). */
export const REGISTER_PAYLOAD = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 792,
  currencyId: 1,
  birthDate: '1990-03-07',
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1990',
  password: 'Gizli-Sifre-42',
  password2: 'Gizli-Sifre-42',
};
