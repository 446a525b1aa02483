import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';

/** The app's own i18n setup, in the given language. */
export async function setupI18n(lng: 'tr' | 'en' = 'tr') {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces('auth');
  await i18next.changeLanguage(lng);
}

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

export type Reply = {
  status?: number;
  data?: unknown;
  message?: string;
  errors?: { path: string; message: string }[];
};
type Route = Reply | ((body: Record<string, unknown>) => Reply);

/** Stubs `fetch` with the API envelope: each key is a path without /api/; others answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const route = routes[path];
    const reply =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, message: 'Not found.' });
    const status = reply.status ?? 200;
    const envelope = {
      success: status < 400,
      message: reply.message ?? '',
      data: reply.data ?? null,
      errors: reply.errors,
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one API path, in order. */
export const bodiesFor = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

/** A session as the API returns it. */
export const SESSION = {
  token: 'tok-1',
  balance: 0,
  username: 'ayse1990',
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
};
