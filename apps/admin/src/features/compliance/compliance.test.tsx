import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import FlagsPage from './flags-page';
import KycQueuePage from './kyc-queue-page';
import RegistersPage from './registers-page';

const me = (permissions: string[]) => ({ id: 1, username: 'uyum', roles: ['compliance'], permissions });

/** The bodies posted to one API path. */
const posts = (api: ReturnType<typeof mockApi>, path: string) =>
  api.callsTo(`POST /api/${path}`).map((c) => c.body);

beforeAll(() => loadLocale('tr', ['compliance']));
afterEach(() => vi.unstubAllGlobals());

describe('compliance screens', () => {
  it('register status: health, a blocked player, and a re-check (rules 31-33)', async () => {
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
    const api = mockApi({
      '/api/admin/auth/me': me(['protection:view', 'protection:manage']),
      '/api/admin/protection/registers': () => ({
        items: [row],
        total: 1,
        health: [health('gamstop', 0), health('spelpaus', 3)],
      }),
      '/api/admin/customers/7/register-check': () => ({ register: 'gamstop', outcome: 'excluded' }),
    });
    render(<RegistersPage />);
    expect(await screen.findByRole('heading', { name: 'Ulusal kayıtlar' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('britta')).toBeTruthy();
    expect(within(table).getByText('Dışlanmış')).toBeTruthy();
    expect(screen.getByText('Hata veriyor (art arda 3 sorgu)')).toBeTruthy();
    await userEvent.click(screen.getByTitle('britta için kaydı şimdi sorgula'));
    expect(await screen.findByText('Kayıt dışlanmış diyor: hesap engellendi.')).toBeTruthy();
    expect(posts(api, 'admin/customers/7/register-check')).toHaveLength(1);
  });

  it('KYC queue: staff ask for documents with a reason', async () => {
    const item = {
      customerId: 9,
      username: 'ayse',
      status: 'manual_review',
      referenceId: 'app_1',
      updatedAt: '2026-11-28T09:00:00.000Z',
      heldWithdrawals: 1,
    };
    const api = mockApi({
      '/api/admin/auth/me': me(['kyc:view', 'kyc:decide']),
      '/api/admin/kyc': () => ({ items: [item], total: 1 }),
      '/api/admin/customers/9/kyc': () => ({
        status: 'resubmission_requested',
        verificationUrl: null,
        updatedAt: null,
      }),
    });
    render(<KycQueuePage />);
    await userEvent.click(await screen.findByTitle('ayse kullanıcısından yeni belge iste'));
    // jsdom has no showModal: the native <dialog> stays 'hidden' to role queries.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Belge bulanık');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Belge iste', hidden: true }));
    await waitFor(() =>
      expect(posts(api, 'admin/customers/9/kyc')).toEqual([
        { status: 'resubmission_requested', reason: 'Belge bulanık' },
      ]),
    );
  });

  it('protection flags: a rule 14 contact task is named and closed with a note', async () => {
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
    const api = mockApi({
      '/api/admin/auth/me': me(['risk:view', 'risk:review']),
      '/api/admin/protection/flags': () => ({ items: [flag], total: 1 }),
      '/api/admin/protection/flags/3/review': () => null,
    });
    render(<FlagsPage />);
    expect(await screen.findByText('Yüksek yatırım limiti: oyuncuyla iletişime geçin')).toBeTruthy();
    await userEvent.click(screen.getByTitle('sven uyarısını incele'));
    // jsdom has no showModal: the native <dialog> stays 'hidden' to role queries.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Telefonla arandı');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'İncelendi olarak işaretle', hidden: true }),
    );
    await waitFor(() =>
      expect(posts(api, 'admin/protection/flags/3/review')).toEqual([{ note: 'Telefonla arandı' }]),
    );
  });
});
