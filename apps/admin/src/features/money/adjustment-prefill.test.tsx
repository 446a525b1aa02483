import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import AdjustmentsPage from './adjustments-page';

const get = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { get: (...a: unknown[]) => get(...a), post: vi.fn() } }));
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['money']);
});

describe('adjustments: arriving from Player 360', () => {
  it('opens the new-adjustment form with ?customerId= filled in', async () => {
    session.set('staff-token');
    get.mockImplementation(async (path: string) =>
      path === 'admin/auth/me'
        ? {
            data: {
              id: 1,
              username: 'kasa',
              roles: [],
              permissions: ['adjustments:view', 'adjustments:request'],
            },
          }
        : { data: { items: [], total: 0 } },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/adjustments?customerId=7']}>
          <AdjustmentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // jsdom has no showModal, so the <dialog> never gets `open`: look past the a11y tree.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect((within(dialog).getByLabelText('Oyuncu numarası') as HTMLInputElement).value).toBe('7');
  });
});
