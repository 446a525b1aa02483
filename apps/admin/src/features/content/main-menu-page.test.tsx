import { MAIN_MENU_IDS } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import MainMenuPage from './main-menu-page';

const get = vi.fn();
const put = vi.fn();
vi.mock('@/lib/api-client', () => ({
  api: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) },
}));

const builtIn = MAIN_MENU_IDS.map((id) => ({ id, visible: true }));

function show(permissions: string[]) {
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/auth/me') return { data: { id: 1, username: 'icerik', roles: [], permissions } };
    if (path === 'admin/content/mainmenu') return { data: { items: builtIn, stored: false } };
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MainMenuPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Ana menü' }))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

beforeAll(async () => {
  localStorage.setItem('lalebet.admin.lang', 'tr');
  const i18n = await initI18n();
  await i18n.loadNamespaces(['content']);
});
beforeEach(() => {
  get.mockReset();
  put.mockReset();
  session.set('staff-token');
});

describe('main menu screen', () => {
  it('moves entries, hides one and saves the whole list in the new order', async () => {
    put.mockImplementation(async (_path: string, body: unknown) => ({
      data: { ...(body as object), stored: true },
    }));
    show(['content:view', 'content:manage']);
    const user = userEvent.setup();
    const up = await screen.findByRole('button', { name: 'Yukarı taşı: Casino' });
    expect(names()[0]).toBe('Spor');
    expect((screen.getByRole('button', { name: 'Yukarı taşı: Spor' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(true);

    for (let i = 0; i < 3; i++) await user.click(up);
    // The moved entry keeps focus: at the top its up arrow is disabled, so the down arrow has it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aşağı taşı: Casino' }));
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Spor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Görünür: Bingo' }));
    expect(names().slice(0, 4)).toEqual(['Casino', 'Canlı Bahis', 'Spor', 'E-spor']);

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(put).toHaveBeenCalledWith('admin/content/mainmenu', {
      items: [
        { id: 'casino', visible: true },
        { id: 'live', visible: true },
        { id: 'sports', visible: true },
        { id: 'esports', visible: true },
        ...builtIn.slice(4).map((e) => ({ ...e, visible: e.id !== 'bingo' })),
      ],
    });
  }, 30_000); // a dozen clicks through a table with role queries: slow on a busy machine

  it('shows the list read-only without content:manage', async () => {
    show(['content:view']);
    expect(await screen.findByRole('rowheader', { name: 'Sizi Arayalım' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Yukarı taşı/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Görünür: Spor' }) as HTMLInputElement).disabled).toBe(true);
  });
});
