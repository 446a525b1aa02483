import { type ApprovalItem, DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { hidden, loadLocale, render } from '@/test/render';
import ApprovalsPage from './approvals-page';

const grant: ApprovalItem = {
  kind: 'bonus_grant',
  id: 9,
  customerId: 42,
  username: 'oyuncu42',
  amount: '60000',
  definitionId: 3,
  definitionCode: 'weekend-150',
  definitionTitle: 'Weekend 150% Bonus',
  reason: 'VIP jesti',
  status: 'pending',
  payloadHash: 'cd'.repeat(32),
  requestedBy: 'bonusci',
  requestedAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-02T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: ['approve', 'reject'],
};
const adjustment: ApprovalItem = {
  kind: 'adjustment',
  id: 7,
  customerId: 43,
  username: 'oyuncu43',
  direction: 'debit',
  amount: '250000',
  currency: 'TRY',
  reasonCode: 'chargeback',
  note: 'Ters ibraz',
  status: 'pending',
  payloadHash: 'ab'.repeat(32),
  requestedBy: 'kasa',
  requestedAt: '2026-11-29T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: [],
};
const staffRequest: ApprovalItem = {
  kind: 'staff',
  id: 5,
  action: 'create',
  staffId: null,
  username: 'yeni-kasiyer',
  email: 'kasiyer@ornek.com.tr',
  phone: '905321234567',
  roles: ['payments'],
  moneyPermissions: ['adjustments:request', 'withdrawals:approve'],
  customerId: null,
  status: 'pending',
  payloadHash: 'ef'.repeat(32),
  requestedBy: 'ik',
  requestedAt: '2026-12-06T09:00:00.000Z',
  expiresAt: '2026-12-09T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: ['approve', 'reject'],
};
const manualGrade: ApprovalItem = {
  kind: 'manual_settlement',
  id: 11,
  action: 'grade',
  eventId: 'sr:simple_tournament:9',
  eventName: 'Süper Lig Şampiyonu',
  markets: [
    {
      marketId: 534,
      specifiers: '',
      outcomes: [
        { outcomeId: 'sr:competitor:1', result: 'won' },
        { outcomeId: 'sr:competitor:2', result: 'lost' },
      ],
    },
  ],
  stake: '2500000',
  reason: 'Sezon bitti',
  status: 'pending',
  payloadHash: 'aa'.repeat(32),
  requestedBy: 'trader1',
  requestedAt: '2026-12-07T09:00:00.000Z',
  expiresAt: '2026-12-10T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: ['approve', 'reject'],
};

const definition: ApprovalItem = {
  kind: 'bonus_definition',
  id: 5,
  customerId: null,
  action: 'create',
  sourceId: null,
  amount: '20000',
  terms: {
    code: 'hediye',
    kind: 'freeMoney',
    titleTr: 'Hediye',
    titleEn: 'Gift',
    descriptionTr: 'Hesabınıza 100 ₺ bonus.',
    descriptionEn: 'A 100 TRY bonus on your account.',
    amount: 10_000,
    percent: null,
    maxAmount: null,
    minDeposit: null,
    wageringMultiple: 5,
    contributions: DEFAULT_BONUS_CONTRIBUTIONS,
    maxBet: null,
    maxCashout: 20_000,
    sportsStake: false,
    sportsContribution: 0,
    sportsMinOdds: 1.5,
    sportsSystemBets: false,
    freeRoundsGameCode: null,
    freeRoundsPrepaidUuid: null,
    freeRoundsBetValue: null,
    freeRoundsCount: null,
    validityDays: 7,
    claimMode: 'auto',
    audience: 'all',
    registeredWithinDays: null,
    enabled: true,
    sort: 0,
  },
  liability: { bonusPerPlayer: '10000', cashPerPlayer: '20000', playersNow: 3, totalNow: '60000' },
  status: 'pending',
  payloadHash: 'ef'.repeat(32),
  requestedBy: 'bonusci',
  requestedAt: '2026-12-06T10:00:00.000Z',
  expiresAt: '2026-12-09T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: ['approve', 'reject'],
};

/**
 * jsdom has no showModal: a <dialog> stays closed, hidden to role queries (and its name with
 * it), so the dialog is found by its title and its buttons with `hidden`.
 */
const dialogNamed = async (title: string) => {
  const dialog = (await screen.findByRole('heading', { name: title, hidden })).closest('dialog')!;
  expect(dialog.getAttribute('role')).toBe('dialog');
  return dialog as HTMLElement;
};

/** The inbox lists `items`; every decision (a POST) succeeds. */
function show(items: ApprovalItem[]) {
  const api = mockApi({ 'GET /api/admin/approvals': { items, total: items.length } });
  return { api, ...render(<ApprovalsPage />) };
}
/** The one decision the test made: its path and body. */
const decision = (api: ReturnType<typeof mockApi>) => api.calls.find((c) => c.method === 'POST');

beforeAll(() => loadLocale('en', ['money']));
afterEach(() => vi.unstubAllGlobals());

describe('the approvals inbox', () => {
  it('shows a bonus grant beside an adjustment, with what approving gives, and approves the hash seen', async () => {
    const { api, user } = show([adjustment, grant]);

    const row = (await screen.findByText('oyuncu42 (#42)')).closest('tr')!;
    expect(within(row).getByText('Bonus grant')).toBeTruthy();
    expect(within(row).getByText('Weekend 150% Bonus')).toBeTruthy();
    expect(within(row).getByText('bonusci')).toBeTruthy();
    const other = screen.getByText('oyuncu43 (#43)').closest('tr')!;
    expect(within(other).getByText('Balance adjustment')).toBeTruthy();
    expect(within(other).getByText('Chargeback')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await dialogNamed('Bonus grant request #9');
    expect(within(dialog).getByText('Weekend 150% Bonus (weekend-150)')).toBeTruthy();
    expect(within(dialog).getByText('VIP jesti')).toBeTruthy();
    expect(within(dialog).getByText('cd'.repeat(32))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve', hidden }));
    expect(decision(api)?.path).toBe('/api/admin/bonusgrants/9/approve');
    expect(decision(api)?.body).toEqual({ payloadHash: 'cd'.repeat(32) });
  });

  it("shows a bonus definition's worst-case liability and approves it on its own route", async () => {
    const { api, user } = show([definition]);
    const row = (await screen.findByText('New definition: hediye')).closest('tr')!;
    expect(within(row).getByText('Bonus definition')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await dialogNamed('Bonus definition request #5');
    for (const label of [
      'Worst case per player: bonus',
      'Worst case per player: cash',
      'If all 3 players registered now claim it',
      'Unbounded: nothing caps the number of claims, and new players may claim too.',
    ]) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    expect(within(dialog).getByText('5×')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve', hidden }));
    expect(decision(api)?.path).toBe('/api/admin/bonusdefinitionrequests/5/approve');
    expect(decision(api)?.body).toEqual({ payloadHash: 'ef'.repeat(32) });
  });

  it('offers no decision on a request the caller may not decide', async () => {
    const { user } = show([adjustment]);
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await dialogNamed('Adjustment request #7');
    expect(within(dialog).queryByRole('button', { name: 'Approve', hidden })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject', hidden })).toBeNull();
    expect(within(dialog).getByText('Ters ibraz')).toBeTruthy();
  });

  it('shows a staff request (ADR 044) with its money permissions, and approves it on its own route', async () => {
    const { api, user } = show([staffRequest]);
    const row = (await screen.findByText('yeni-kasiyer')).closest('tr')!;
    expect(within(row).getByText('Staff account')).toBeTruthy();
    expect(within(row).getByText('New staff account with payments')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await dialogNamed('Staff request #5');
    expect(within(dialog).getByText('adjustments:request, withdrawals:approve')).toBeTruthy();
    expect(within(dialog).getByText('kasiyer@ornek.com.tr · 905321234567')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve', hidden }));
    expect(decision(api)?.path).toBe('/api/admin/staffrequests/5/approve');
  });

  it('shows a manual grade (ADR 083) with its event, results and stake, and approves it on its own route', async () => {
    const { api, user } = show([manualGrade]);
    const row = (await screen.findByText('Süper Lig Şampiyonu')).closest('tr')!;
    expect(within(row).getByText('Manual grade or market void')).toBeTruthy();
    expect(within(row).getByText('25,000.00 ₺')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await dialogNamed('Manual settlement request #11');
    expect(within(dialog).getByText('Grade 534: sr:competitor:1=won, sr:competitor:2=lost')).toBeTruthy();
    expect(within(dialog).getByText('Sezon bitti')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve', hidden }));
    expect(decision(api)?.path).toBe('/api/admin/sportsbook/settlementrequests/11/approve');
    expect(decision(api)?.body).toEqual({ payloadHash: 'aa'.repeat(32) });
  });
});
