import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';

/** Loads the back office's texts in `locale` with the feature namespaces a test reads. */
export async function loadLocale(locale: 'tr' | 'en', namespaces: string[] = []) {
  localStorage.setItem('lalebet.admin.lang', locale);
  if (!i18next.isInitialized) await initI18n();
  await i18next.changeLanguage(locale);
  await i18next.loadNamespaces(namespaces);
}

/**
 * Renders `ui` as the app does: a fresh query client (no retries), a memory router at `url`
 * matching `path`, a signed-in staff token. Returns the user-event driver beside RTL's result.
 */
export function render(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  session.set('staff-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
  const result = rtlRender(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, client };
}

/** jsdom has no `showModal`, so a dialog's contents are outside the accessibility tree. */
export const hidden = true;

/** The open dialog whose title is `title`. */
export const dialogNamed = async (title: string | RegExp) =>
  (await screen.findByRole('heading', { name: title, hidden })).closest('dialog') as HTMLElement;
