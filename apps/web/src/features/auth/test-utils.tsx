import type { ReactNode } from 'react';
import { renderRoute, setupI18nFor } from '@/test/render';
import { sessionWith } from '@/test/session';

/** The app's own translations (common, validation and auth) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('auth', lng);

/** Renders `ui` on '/', with a fresh query client; other paths render "elsewhere". */
export const renderWithApp = (ui: ReactNode) => renderRoute(ui);

export { type Reply, bodiesFor, mockApi } from '@/test/mock-api';

/** A session as the API returns it: a new player with no money and an unverified phone. */
export const SESSION = sessionWith({ balance: 0, username: 'ayse1990', smsVerified: false });
