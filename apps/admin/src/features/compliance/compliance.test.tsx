import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import FlagsPage from './flags-page';
import KycQueuePage from './kyc-queue-page';
import RegistersPage from './registers-page';

type Handler = (init: RequestInit | undefined, url: URL) => unknown;

/** Answers /api/<path> from the table (GET and POST alike), in the server's envelope. */
function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test');
    const key = url.pathname.replace(/^\/api\//, '');
    const handler = routes[key];
    if (!handler) return new Response(JSON.stringify({ success: false, message: 'nope' }), { status: 404 });
    const data = handler(init, url);
    return new Response(JSON.stringify({ success: true, message: '', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const me = (permissions: string[]) => () => ({ id: 1, username: 'uyum', roles: ['compliance'], permissions });

function show(page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: page }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([u, i]) => String(u).includes(path) && i?.method === 'POST')
    .map(([, i]) => JSON.parse(String(i?.body ?? '{}')) as Record<string, unknown>);

beforeAll(async () => {
  localStorage.setItem('lalebet.admin.lang', 'tr');
  await initI18n();
  await i18next.loadNamespaces(['compliance']);
});
afterEach(() => vi.unstubAllGlobals());

describe('compliance screens', () => {
  it('register status: health, a blocked player, and a re-check (rules 31-33)', async () => {
    session.set('staff-token');
    const row = {
      customerId: 7,
      username: 'britta',
      register: 'gamstop',
      excluded: true,
      checkedAt: '2026-11-28T10:00:00.000Z',
      excludedSince: '2026-11-28T10:00:00.000Z',
      lastErrorAt: null,
      lastError: null,
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const health = (register: string, failing: number) => ({
      register,
      configured: true,
      lastOkAt: null,
      lastErrorAt: null,
      lastError: failing ? 'timeout' : null,
      failures: failing,
      consecutiveFailures: failing,
    });
    const fetchMock = mockApi({
      'admin/auth/me': me(['protection:view', 'protection:manage']),
      'admin/protection/registers': () => ({
        items: [row],
        total: 1,
        health: [health('gamstop', 0), health('spelpaus', 3)],
      }),
      'admin/customers/7/register-check': () => ({ register: 'gamstop', outcome: 'excluded' }),
    });
    show(<RegistersPage />);
    expect(await screen.findByRole('heading', { name: 'Ulusal kayıtlar' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('britta')).toBeTruthy();
    expect(within(table).getByText('Dışlanmış')).toBeTruthy();
    expect(screen.getByText('Hata veriyor (art arda 3 sorgu)')).toBeTruthy();
    await userEvent.click(screen.getByTitle('britta için kaydı şimdi sorgula'));
    expect(await screen.findByText('Kayıt dışlanmış diyor: hesap engellendi.')).toBeTruthy();
    expect(posts(fetchMock, 'admin/customers/7/register-check')).toHaveLength(1);
  });

  it('KYC queue: staff ask for documents with a reason', async () => {
    session.set('staff-token');
    const item = {
      customerId: 9,
      username: 'ayse',
      status: 'manual_review',
      referenceId: 'app_1',
      updatedAt: '2026-11-28T09:00:00.000Z',
      heldWithdrawals: 1,
    };
    const fetchMock = mockApi({
      'admin/auth/me': me(['kyc:view', 'kyc:decide']),
      'admin/kyc': () => ({ items: [item], total: 1 }),
      'admin/customers/9/kyc': () => ({
        status: 'resubmission_requested',
        verificationUrl: null,
        updatedAt: null,
      }),
    });
    show(<KycQueuePage />);
    await userEvent.click(await screen.findByTitle('ayse kullanıcısından yeni belge iste'));
    // jsdom has no showModal: the native <dialog> stays 'hidden' to role queries.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Belge bulanık');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Belge iste', hidden: true }));
    await waitFor(() =>
      expect(posts(fetchMock, 'admin/customers/9/kyc')).toEqual([
        { status: 'resubmission_requested', reason: 'Belge bulanık' },
      ]),
    );
  });

  it('protection flags: a rule 14 contact task is named and closed with a note', async () => {
    session.set('staff-token');
    const flag = {
      id: 3,
      customerId: 5,
      username: 'sven',
      kind: 'limit_contact',
      severity: 'weak',
      details: { period: 'month', monthlyCeiling: '1200000' },
      createdAt: '2026-11-28T08:00:00.000Z',
      reviewedAt: null,
      reviewedBy: null,
    };
    const fetchMock = mockApi({
      'admin/auth/me': me(['risk:view', 'risk:review']),
      'admin/protection/flags': () => ({ items: [flag], total: 1 }),
      'admin/protection/flags/3/review': () => null,
    });
    show(<FlagsPage />);
    expect(await screen.findByText('Yüksek yatırım limiti: oyuncuyla iletişime geçin')).toBeTruthy();
    await userEvent.click(screen.getByTitle('sven uyarısını incele'));
    // jsdom has no showModal: the native <dialog> stays 'hidden' to role queries.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Telefonla arandı');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'İncelendi olarak işaretle', hidden: true }),
    );
    await waitFor(() =>
      expect(posts(fetchMock, 'admin/protection/flags/3/review')).toEqual([{ note: 'Telefonla arandı' }]),
    );
  });
});
