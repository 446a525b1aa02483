import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next, initI18n } from '@/lib/i18n';

/** The app's own translations (common, validation and the given namespace) in one language. */
export async function setupI18nFor(namespace: string, lng: 'tr' | 'en' = 'tr') {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces(namespace);
  await i18next.changeLanguage(lng);
}

export const testClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type RouteOptions = {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is the element of; other paths render `elsewhere`. */
  routePath?: string;
  elsewhere?: ReactNode;
  handle?: unknown;
  client?: QueryClient;
};

/** Renders `ui` as the element of one route inside a memory router and a fresh query client. */
export function renderRoute(
  ui: ReactNode,
  {
    path = '/',
    routePath = '/',
    handle,
    client = testClient(),
    elsewhere = <p>elsewhere</p>,
  }: RouteOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui, handle },
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * Waits until `client` has no request in flight, then one turn of the event loop inside `act`,
 * after the query cache's own notification: React has rendered every answer. An absence check
 * ("still unread", "nothing shown") after it sees the answer's effect, not the moment before it.
 * Call it after the request has started (a positive wait on the request comes first).
 */
export async function settled(client: QueryClient) {
  await waitFor(() => {
    if (client.isFetching() + client.isMutating() > 0) throw new Error('a request is in flight');
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Renders `ui` on '/' with a fresh (or the given) query client. */
export const renderWith = (ui: ReactNode, client = testClient()) => renderRoute(ui, { client });
