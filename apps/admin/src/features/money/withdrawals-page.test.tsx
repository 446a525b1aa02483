import { type AdminWithdrawal, TransactionStatus } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import WithdrawalsPage from './withdrawals-page';

const row = (over: Partial<AdminWithdrawal>): AdminWithdrawal => ({
  id: 1,
  username: 'oyuncu1',
  amount: 25_000,
  method: 'Havale/EFT',
  detail: {},
  status: TransactionStatus.Pending,
  createdAt: '2026-12-06T08:00:00.000Z',
  payableFrom: null,
  heldAt: null,
  holdReason: null,
  firstApproval: null,
  allowedActions: ['confirm', 'reject', 'hold'],
  ...over,
});

function show(items: AdminWithdrawal[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: '', data: { items, total: items.length } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <WithdrawalsPage /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  localStorage.setItem('lalebet.admin.lang', 'tr');
  await initI18n();
  await i18next.changeLanguage('tr');
  await i18next.loadNamespaces(['money']);
});
afterEach(() => vi.unstubAllGlobals());

/** docs/decisions/041-separation-of-duties-for-money.md: a large payout waits for a second approver. */
describe('the withdrawal queue', () => {
  it('marks a withdrawal awaiting its second approval, with the first approver', async () => {
    session.set('staff-token');
    show([
      row({ id: 2, username: 'buyuk', firstApproval: { by: 'odeme1', at: '2026-12-06T08:05:00.000Z' } }),
      row({ id: 3, username: 'kucuk' }),
    ]);
    const big = (await screen.findByText('buyuk')).closest('tr')!;
    expect(within(big).getByText('İkinci onay bekliyor')).toBeTruthy();
    expect(within(big).getByText('İlk onay: odeme1')).toBeTruthy();
    const small = screen.getByText('kucuk').closest('tr')!;
    expect(within(small).queryByText('İkinci onay bekliyor')).toBeNull();
  });
});
