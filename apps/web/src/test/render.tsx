import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
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

/** Renders `ui` on '/' with a fresh (or the given) query client. */
export function renderWith(ui: ReactNode, client = testClient()) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
