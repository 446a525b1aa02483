import type { SessionData } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { setSession } from '@/stores/session';

/** The app's own translations in the given language. */
export async function setupI18n(lng: 'tr' | 'en' = 'tr') {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces('account');
  await i18next.changeLanguage(lng);
}

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

export function logIn(patch: Partial<SessionData> = {}) {
  setSession({
    token: 't0k3n',
    balance: 125.5,
    username: 'ayseyilmaz',
    usercode: '100234',
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: '905321234567',
    smsVerified: false,
    fingerprint: 'fp',
    userFavoriteList: [],
    ...patch,
  });
}

type Reply = { status?: number; message?: string; data?: unknown };
type Route = Reply | ((body: unknown) => Reply);

/** Stubs `fetch` with the API envelope; keys are paths without /api/. Unknown paths answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const route = routes[path];
    const reply =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, message: 'Not found.' });
    const status = reply.status ?? 200;
    const payload = { success: status < 400, message: reply.message ?? '', data: reply.data ?? null };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies posted to `path`, in order. */
export const postedTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
