import type { CustomerSportsLimits } from '@lalebet/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import type { CustomerDetail } from './api/get-customer';
import CustomerPage from './customer-page';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const LIMITS = '/api/admin/sportsbook/customers/7/limits';
const limits: CustomerSportsLimits = {
  customerId: 7,
  stakeFactor: 1,
  maxPayout: null,
  sharp: false,
  updatedAt: null,
  updatedBy: null,
};
const detail = {
  profile: { id: 7, username: 'ayse7', payoutDestinations: [], masked: true, createdAt: '2026-11-01' },
  status: { state: 'active', until: null, locked: false, disabled: false },
  balances: { real: 0, bonus: 0, pendingWithdrawals: 0 },
  kyc: { status: 'approved', updatedAt: null },
  protection: { activeLimits: 0, pendingLimitChanges: 0, openFlags: 0 },
  counts: { activeSessions: 0 },
  debts: [],
  allowedActions: [],
} as unknown as CustomerDetail;

function show(
  permissions: string[],
  put: unknown = ok({ status: 'done', requestId: null }, 'Limits saved.'),
) {
  const api = mockApi({
    'GET /api/admin/auth/me': { id: 1, username: 'trader1', roles: [], permissions },
    'GET /api/admin/customers/7': detail,
    [`GET ${LIMITS}`]: limits,
    [`PUT ${LIMITS}`]: put,
  });
  return { api, ...render(<CustomerPage />, { path: '/customers/:id', url: '/customers/7?tab=sportsbook' }) };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function fill(
  user: ReturnType<typeof show>['user'],
  values: { factor?: string; payout?: string; reason?: string },
) {
  const form = await screen.findByRole('form', { name: 'Change sportsbook limits' });
  for (const [label, value] of [
    ['Stake factor', values.factor],
    ['Maximum payout (₺)', values.payout],
    ['Reason', values.reason],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.click(within(form).getByRole('button', { name: 'Save limits' }));
  return form;
}

beforeAll(() => loadLocale('en', ['customers']));
afterEach(() => success.mockReset());

describe("Player 360's sportsbook limits", () => {
  it('is not offered without sportsbook:view', async () => {
    show(['customers:view']);
    expect(await screen.findByRole('tab', { name: 'Ledger' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Sportsbook limits' })).toBeNull();
  });

  it('shows the limits read-only to a holder of sportsbook:view alone', async () => {
    const { api } = show(['customers:view', 'sportsbook:view']);
    expect(await screen.findByRole('tab', { name: 'Sportsbook limits' })).toBeTruthy();
    expect(await screen.findByText("The book's own cap")).toBeTruthy();
    expect(screen.getByText('1×')).toBeTruthy();
    expect(api.callsTo(`GET ${LIMITS}`)).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Change sportsbook limits' })).toBeNull();
  });

  it('checks the stake factor, the payout and the reason before sending', async () => {
    const { api, user } = show(['customers:view', 'sportsbook:view', 'sportsbook:limits']);
    await fill(user, { factor: '3', payout: '12,345', reason: 'ab' });
    expect(await screen.findByText('Must be at most 2.')).toBeTruthy();
    expect(screen.getByText('This value is not valid.')).toBeTruthy();
    expect(screen.getByText('Must be at least 3 characters.')).toBeTruthy();
    await fill(user, { factor: '0,005', payout: '', reason: 'abc' });
    expect(await screen.findByText('Must be at least 0.01.')).toBeTruthy();
    await fill(user, { factor: '0,555' });
    expect(await screen.findByText('Use at most two decimals.')).toBeTruthy();
    await fill(user, { factor: 'half' });
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(api.callsTo(`PUT ${LIMITS}`)).toHaveLength(0);
  });

  it('sends the factor, the payout in kuruş and the sharp mark; a tightening is saved at once', async () => {
    const { api, user } = show(['customers:view', 'sportsbook:view', 'sportsbook:limits']);
    await screen.findByRole('form', { name: 'Change sportsbook limits' });
    await user.click(screen.getByLabelText('Sharp player'));
    await fill(user, { factor: '0,29', payout: '25.000,50', reason: 'Arbitraj şüphesi' });
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Limits saved.'));
    expect(api.callsTo(`PUT ${LIMITS}`).map((c) => c.body)).toEqual([
      { stakeFactor: 0.29, maxPayout: '2500050', sharp: true, reason: 'Arbitraj şüphesi' },
    ]);
  });

  it('says a loosening waits for a second person', async () => {
    const { user } = show(
      ['customers:view', 'sportsbook:view', 'sportsbook:limits'],
      ok({ status: 'pending', requestId: 3 }, 'server text'),
    );
    await fill(user, { factor: '2', reason: 'VIP oyuncu' });
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Sent for approval: a change that loosens the limits applies once a second person approves it.',
      ),
    );
  });
});
