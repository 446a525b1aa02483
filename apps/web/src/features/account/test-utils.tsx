import type { SessionData } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupI18nFor } from '@/test/render';
import { logIn as logInAs } from '@/test/session';

/** The app's own translations (common, validation and account) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('account', lng);

/** Renders `ui` as a page at /dashboard/x, with a fresh query client. */
export function renderPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/x', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard/x'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A logged-in player with ₺125,50 and an unverified phone. */
export const logIn = (patch: Partial<SessionData> = {}) =>
  logInAs({ balance: 125.5, smsVerified: false, ...patch });

export { bodiesFor as postedTo, mockApi } from '@/test/mock-api';
