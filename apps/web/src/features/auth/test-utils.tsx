import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupI18nFor } from '@/test/render';
import { sessionWith } from '@/test/session';

/** The app's own translations (common, validation and auth) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('auth', lng);

/** Renders `ui` on '/', with a fresh query client; other paths render "elsewhere". */
export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export { type Reply, bodiesFor, mockApi } from '@/test/mock-api';

/** A session as the API returns it: a new player with no money and an unverified phone. */
export const SESSION = sessionWith({ balance: 0, username: 'ayse1990', smsVerified: false });
