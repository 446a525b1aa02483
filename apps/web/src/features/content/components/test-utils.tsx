import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';

/** Bundled translations in the given language (the app's own i18n setup). */
export async function setupI18n(lng: 'tr' | 'en' = 'tr') {
  if (!i18next.isInitialized) await initI18n();
  await i18next.changeLanguage(lng);
}

type RenderOptions = { path?: string; routePath?: string; handle?: unknown };

/** Renders `ui` as the element of one route, with a fresh query client. */
export function renderRoute(ui: ReactNode, { path = '/', routePath = '/', handle }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui, handle },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

type Reply = { status?: number; data: unknown } | ((body: unknown) => { status?: number; data: unknown });

/** Stubs `fetch`: each key is an API path (without /api/); unknown paths answer 404. */
export function mockApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const route = routes[path];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, data: null });
    const status = reply.status ?? 200;
    const ok = status < 400;
    return new Response(JSON.stringify({ success: ok, message: ok ? '' : 'Not found.', data: reply.data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom has no matchMedia; Swiper's breakpoints need one. */
export function stubMatchMedia(matches = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
