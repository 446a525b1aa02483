import type { SessionData } from '@lalebet/shared';
import type { ReactNode } from 'react';
import { renderRoute, setupI18nFor } from '@/test/render';
import { logIn as logInAs } from '@/test/session';

/** The app's own translations (common, validation and account) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('account', lng);

/** Renders `ui` as a page at /dashboard/x, with a fresh query client. */
export const renderPage = (ui: ReactNode) =>
  renderRoute(ui, { path: '/dashboard/x', routePath: '/dashboard/x' });

/** A logged-in player with ₺125,50 and an unverified phone. */
export const logIn = (patch: Partial<SessionData> = {}) =>
  logInAs({ balance: 125.5, smsVerified: false, ...patch });

export { bodiesFor as postedTo, mockApi } from '@/test/mock-api';
