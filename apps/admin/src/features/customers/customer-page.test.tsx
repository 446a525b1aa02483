import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import type { CustomerDetail } from './api/get-customer';
import CustomerPage from './customer-page';
import CustomersPage from './customers-page';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/lib/api-client', () => ({
  api: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
}));

const detail = (allowedActions: string[]): CustomerDetail => ({
  profile: {
    id: 7,
    userCode: '20000007',
    username: 'ayse7',
    email: 'a***@gmail.com',
    phone: '+90 5** *** **12',
    phoneVerified: true,
    fullName: 'Ay***e Yı***z',
    birthDate: '****-**-**',
    country: 'TR',
    locale: 'tr',
    createdAt: '2026-11-01T10:00:00.000Z',
    referredBy: null,
    payoutDestinations: [{ kind: 'iban', masked: 'TR** **** **12 34' }],
    masked: true,
  },
  status: { state: 'timed_out', until: '2026-12-01T10:00:00.000Z', locked: false, disabled: false },
  balances: { real: 123.45, bonus: 0, pendingWithdrawals: 0 },
  kyc: { status: 'none', updatedAt: null },
  protection: { activeLimits: 1, pendingLimitChanges: 0, openFlags: 0 },
  debts: [],
  counts: { activeSessions: 2, deposits: 1, withdrawals: 0, casinoRounds: 0, bets: 0, bonuses: 0, notes: 0 },
  allowedActions,
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/customers/:id" element={<CustomerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['customers']);
});
beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('Player 360', () => {
  it('shows masked data, the ledger tab, and only the actions the server allows', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === 'admin/customers/7') return { data: detail(['addNote']) };
      if (path === 'admin/customers/7/ledger')
        return {
          data: {
            total: 1,
            items: [
              {
                id: 1,
                at: '2026-11-02T10:00:00.000Z',
                code: 'deposit',
                amount: 123.45,
                pending: false,
                balanceAfter: 123.45,
              },
            ],
          },
        };
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ayse7' })).toBeTruthy();
    expect(screen.getByText('a***@gmail.com')).toBeTruthy();
    expect(screen.getByText('Mola verdi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tüm oturumları sonlandır' })).toBeNull();
    // No audit:view, no audit tab.
    expect(screen.queryByRole('tab', { name: 'Denetim kaydı' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Hesap hareketleri' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Hesap hareketleri' });
    expect(await within(table).findByText('deposit')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('admin/customers/7/ledger', { skip: 0, take: 25, account: 'cash' });
  });

  it('shows an open debt from a corrected bet in the money panel', async () => {
    get.mockImplementation(async (path: string) =>
      path === 'admin/customers/7'
        ? {
            data: {
              ...detail([]),
              debts: [
                {
                  betId: '0a1b2c3d-0000-4000-8000-000000000000',
                  amount: 500,
                  collected: 300,
                  open: 200,
                  createdAt: '2026-11-02T10:00:00.000Z',
                  resolvedAt: null,
                },
              ],
            },
          }
        : { data: { items: [], total: 0 } },
    );
    renderAt('/customers/7');
    expect(await screen.findByText('Açık borçlar')).toBeTruthy();
    expect(
      screen.getByText(/Düzeltilen 0a1b2c3d bahsinden kalan borç: 500 ₺ tutarın 200 ₺ kısmı/),
    ).toBeTruthy();
  });

  it('ends the sessions with a reason when allowed', async () => {
    get.mockImplementation(async (path: string) =>
      path === 'admin/customers/7' ? { data: detail(['endSessions']) } : { data: { items: [], total: 0 } },
    );
    post.mockResolvedValue({ data: { ended: 2, gameLaunchesEnded: 0 } });
    renderAt('/customers/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tüm oturumları sonlandır' }));
    // jsdom has no showModal, so the <dialog> never gets `open`: look past the a11y tree.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByLabelText('Gerekçe'), 'Telefonla istedi');
    await user.click(within(dialog).getByRole('button', { name: 'Tüm oturumları sonlandır', hidden: true }));
    expect(post).toHaveBeenCalledWith('admin/customers/7/sessions/end', { reason: 'Telefonla istedi' });
  });
});

describe('Player 360 unlock', () => {
  it('unlocks a locked player with a reason when allowed', async () => {
    get.mockImplementation(async (path: string) =>
      path === 'admin/customers/7' ? { data: detail(['unlock']) } : { data: { items: [], total: 0 } },
    );
    post.mockResolvedValue({ data: { wasLocked: true } });
    renderAt('/customers/7');
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Tüm oturumları sonlandır' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Kilidi aç' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByLabelText('Gerekçe'), 'Kimliği telefonda doğrulandı');
    await user.click(within(dialog).getByRole('button', { name: 'Kilidi aç', hidden: true }));
    expect(post).toHaveBeenCalledWith('admin/customers/7/unlock', { reason: 'Kimliği telefonda doğrulandı' });
  });
});

describe('player search', () => {
  it('sends the query from the URL and links each player to Player 360', async () => {
    get.mockResolvedValue({
      data: {
        total: 1,
        capped: false,
        items: [
          {
            id: 7,
            userCode: '20000007',
            username: 'ayse7',
            email: 'a***@gmail.com',
            phone: '+90 5** *** **12',
            fullName: 'Ay***e Yı***z',
            createdAt: '2026-11-01T10:00:00.000Z',
            state: 'active',
            masked: true,
          },
        ],
      },
    });
    renderAt('/customers?query=ayse');
    const link = await screen.findByRole('link', { name: 'ayse7' });
    expect(link.getAttribute('href')).toBe('/customers/7');
    expect(get).toHaveBeenCalledWith(
      'admin/customers',
      expect.objectContaining({ query: 'ayse', skip: 0, take: 25 }),
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('ayse');
  });
});

describe("Player 360's bets tab", () => {
  const me = (permissions: string[]) => ({ data: { id: 1, username: 'masa', roles: [], permissions } });
  it("links to the desk's ticker for this player only for staff who may read it", async () => {
    const { session } = await import('@/lib/session');
    session.set('staff-token');
    for (const [permissions, shown] of [
      [['customers:view', 'sportsbook:view'], true],
      [['customers:view'], false],
    ] as const) {
      get.mockImplementation(async (path: string) => {
        if (path === 'admin/auth/me') return me([...permissions]);
        if (path === 'admin/customers/7') return { data: detail([]) };
        return { data: { total: 0, items: [] } };
      });
      const view = renderAt('/customers/7?tab=bets');
      expect(await screen.findByRole('table', { name: 'Spor bahisleri' })).toBeTruthy();
      await screen.findByRole('tab', { name: 'Spor bahisleri', selected: true });
      const link = screen.queryByRole('link', { name: /Bahis Masası'nda aç/ });
      if (shown) expect(link?.getAttribute('href')).toBe('/sportsbook/bets?customerId=7');
      else expect(link).toBeNull();
      view.unmount();
    }
  });
});
