import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import type { CustomerDetail } from './api/get-customer';
import CustomerPage from './customer-page';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const WRITE_OFF = 'POST /api/admin/debts/11/write-off';
const debt = (writeOffPending = false) => ({
  id: 11,
  betId: '1a2b3c4d-0000-4000-8000-000000000000',
  amount: 500,
  collected: 200,
  writtenOff: 0,
  open: 300,
  createdAt: '2026-12-01T10:00:00.000Z',
  resolvedAt: null,
  writeOffPending,
});
const detail = (allowedActions: string[], pending = false) =>
  ({
    profile: { id: 7, username: 'ayse7', payoutDestinations: [], masked: true, createdAt: '2026-11-01' },
    status: { state: 'active', until: null, locked: false, disabled: false },
    balances: { real: 0, bonus: 0, pendingWithdrawals: 0 },
    kyc: { status: 'approved', updatedAt: null },
    protection: { activeLimits: 0, pendingLimitChanges: 0, openFlags: 0 },
    counts: { activeSessions: 0 },
    debts: [debt(pending)],
    allowedActions,
  }) as unknown as CustomerDetail;

function show(actions: string[], writes: Record<string, unknown> = {}, pending = false) {
  const api = mockApi({
    'GET /api/admin/auth/me': { id: 1, username: 'kasa1', roles: [], permissions: ['adjustments:request'] },
    'GET /api/admin/customers/7': detail(actions, pending),
    ...writes,
  });
  return { api, ...render(<CustomerPage />, { path: '/customers/:id', url: '/customers/7' }) };
}

const BUTTON = 'Borcu sil: 1a2b3c4d bahsinin borcu';

beforeAll(() => loadLocale('tr', ['customers', 'player360']));
afterEach(() => success.mockReset());

describe('Player 360: debt write-off', () => {
  it('offers no write-off without the server allowing `writeOffDebt`', async () => {
    const { api } = show(['addNote']);
    expect(await screen.findByText(/Düzeltilen 1a2b3c4d bahsinden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a write-off already waiting instead of the button', async () => {
    show(['writeOffDebt'], {}, true);
    expect(await screen.findByText('Borç silme onay bekliyor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('asks for the write-off with a reason; a refusal stays in the dialog', async () => {
    let refuse = true;
    const { api, user } = show(['writeOffDebt'], {
      [WRITE_OFF]: () =>
        refuse
          ? fail(409, 'APPROVAL_CLOSED', 'Bu borcun silinmesi zaten onay bekliyor.')
          : ok({ requestId: 3 }, 'Borç silme, ikinci bir kişinin onayını bekliyor.'),
    });
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = screen.getByRole('dialog', { name: '1a2b3c4d bahsinin borcunu sil' });
    expect(within(dialog).getByText(/Kalan 300 ₺ borç/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Borç silme talep et' });
    await user.click(submit);
    expect(api.callsTo(WRITE_OFF)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Gerekçe'), 'Tahsil edilemez, müşteri kapandı');
    await user.click(submit);
    expect(await within(dialog).findByText('Bu borcun silinmesi zaten onay bekliyor.')).toBeTruthy();
    refuse = false;
    await user.click(submit);
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Borç silme, ikinci bir kişinin onayını bekliyor.'),
    );
    expect(api.callsTo(WRITE_OFF).map((c) => c.body)).toEqual([
      { reason: 'Tahsil edilemez, müşteri kapandı' },
      { reason: 'Tahsil edilemez, müşteri kapandı' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
