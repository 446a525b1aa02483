import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import type { CustomerDetail } from './api/get-customer';
import { API } from './compliance-tabs.fixtures';
import CustomerPage from './customer-page';

const get = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { get: (...a: unknown[]) => get(...a), post: vi.fn() } }));

const detail = (allowedActions: string[]) =>
  ({
    profile: { id: 7, username: 'ayse7', payoutDestinations: [], masked: true, createdAt: '2026-11-01' },
    status: { state: 'active', until: null, locked: false, disabled: false },
    balances: { real: 0, bonus: 0, pendingWithdrawals: 0 },
    kyc: { status: 'approved', updatedAt: null },
    protection: { activeLimits: 2, pendingLimitChanges: 1, openFlags: 1 },
    counts: { activeSessions: 0 },
    debts: [],
    allowedActions,
  }) as unknown as CustomerDetail;

function show(url: string, permissions: string[], actions: string[] = []) {
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/auth/me') return { data: { id: 1, username: 'uyum1', roles: [], permissions } };
    if (path === 'admin/customers/7') return { data: detail(actions) };
    if (path in API) return { data: API[path] };
    if (path.startsWith('admin/customers/7/')) return { data: { items: [], total: 0 } };
    throw new Error(`unexpected ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/customers/:id" element={<CustomerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The page waits for three answers (header, staff profile, tab) before a tab's content shows; on
// a loaded machine that is more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['customers', 'player360', 'compliance']);
});
beforeEach(() => {
  get.mockReset();
  session.set('staff-token');
});

describe('Player 360: tabs by permission and the adjust link', () => {
  it('offers only the tabs the caller may open', async () => {
    show('/customers/7', ['customers:view', 'protection:view']);
    expect(await screen.findByRole('tab', { name: 'Koruma' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Kimlik doğrulama' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Denetim kaydı' })).toBeNull();
  });

  it('offers KYC and audit to their holders, and ignores ?tab=protection without protection:view', async () => {
    show('/customers/7?tab=protection', ['customers:view', 'kyc:view', 'audit:view']);
    expect(await screen.findByRole('tab', { name: 'Kimlik doğrulama' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Denetim kaydı' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Koruma' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Hesap hareketleri' }).getAttribute('aria-selected')).toBe('true');
    expect(get).not.toHaveBeenCalledWith('admin/customers/7/protection/overview');
  });

  it('links to the adjustments screen with the player when the server allows adjust', async () => {
    show('/customers/7', ['customers:view'], ['adjust']);
    const link = await screen.findByRole('link', { name: 'Bakiye düzeltmesi' });
    expect(link.getAttribute('href')).toBe('/adjustments?customerId=7');
  });

  it('has no adjust link without the action', async () => {
    show('/customers/7', ['customers:view', 'adjustments:request'], ['addNote']);
    expect(await screen.findByRole('heading', { level: 1, name: 'ayse7' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bakiye düzeltmesi' })).toBeNull();
  });
});

describe('Player 360: Protection tab', () => {
  it('shows limits, the pending raise, the register, blocks, flags and lift requests with their links', async () => {
    show('/customers/7?tab=protection', ['customers:view', 'protection:view']);
    const limits = await screen.findByRole('table', { name: 'Limitler' });
    const rows = within(limits).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Yetkili: operator')).toBeTruthy();
    expect(within(rows[2]!).getByText('Uygulanan')).toBeTruthy();
    expect(within(rows[1]!).getByText('Daha yüksek, uygulanmıyor')).toBeTruthy();
    expect(screen.getByText(/yürürlüğe girebileceği tarih/)).toBeTruthy();
    expect(screen.getByText('30 dakikada bir')).toBeTruthy();
    expect(screen.getByText('Dışlanmış')).toBeTruthy();

    const blocks = await screen.findByRole('table', { name: 'Mola, kendini dışlama ve kapanışlar' });
    expect(await within(blocks).findByText('Yetkili: operator')).toBeTruthy();
    expect(within(blocks).getByText('Sürüyor')).toBeTruthy();

    const flags = screen.getByRole('table', { name: 'Koruma uyarıları' });
    const review = await within(flags).findAllByRole('link', { name: 'Uyarılar ekranında incele' });
    expect(review).toHaveLength(1);
    expect(review[0]!.getAttribute('href')).toBe('/compliance/flags');

    const lifts = screen.getByRole('table', { name: 'Kısıtlama kaldırma talepleri' });
    const decide = await within(lifts).findAllByRole('link', { name: 'Uyum ekranında karar ver' });
    expect(decide).toHaveLength(1);
    expect(decide[0]!.getAttribute('href')).toBe('/compliance/lift-requests?status=pending&customerId=7');
    expect(get).toHaveBeenCalledWith('admin/customers/7/protection/exclusions', { skip: 0, take: 10 });
  });
});

describe('Player 360: KYC tab', () => {
  it('shows the masked case, its decisions and the provider reviews, with the queue link', async () => {
    show('/customers/7?tab=kyc', ['customers:view', 'kyc:view']);
    expect(await screen.findByText('Temel (yaş ve kimlik)')).toBeTruthy();
    expect(screen.getByText('Ay***e Yı***z')).toBeTruthy();
    expect(screen.getByText('****-**-**')).toBeTruthy();
    expect(screen.getByText('app_77')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'KYC kuyruğunda karar ver' }).getAttribute('href')).toBe(
      '/compliance/kyc?status=approved',
    );
    const decisions = screen.getByRole('table', { name: 'Kararlar' });
    expect(await within(decisions).findByText('Elle inceleniyor → Onaylandı')).toBeTruthy();
    expect(within(decisions).getByText('uyum1')).toBeTruthy();
    expect(within(decisions).getByText('Belge elle doğrulandı')).toBeTruthy();
    const checks = screen.getByRole('table', { name: 'Sağlayıcı incelemeleri' });
    expect(await within(checks).findByText('DOCUMENT_BLURRY')).toBeTruthy();
  });
});
