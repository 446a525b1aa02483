import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { uiStore } from '@/stores/ui';
import { TOP_BANNER_BODY_CLASS, TopBanner } from './top-banner';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  uiStore.set({ topNotifyRead: false });
});

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ success: true, message: '', data: { current: 'lale1.com', next: 'lale2.com' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <TopBanner /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TopBanner', () => {
  it('shows the current and next domain at /, and closing remembers it and clears up after 500 ms', async () => {
    renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Adres değişikliği duyurusu' });
    expect(banner.textContent).toContain('lale1.com');
    expect(banner.textContent).toContain('lale2.com');
    expect(document.body.classList.contains(TOP_BANNER_BODY_CLASS)).toBe(true);

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Duyuruyu kapat' }).click());
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(document.body.classList.contains(TOP_BANNER_BODY_CLASS)).toBe(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(document.body.classList.contains(TOP_BANNER_BODY_CLASS)).toBe(false);
    expect(uiStore.get().topNotifyRead).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('does not load away from / and marks the notice read for the visit', async () => {
    renderAt('/spor');
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(uiStore.get().topNotifyRead).toBe(true);
    expect(localStorage.getItem('topNotifyRead')).toBeNull();
  });
});
