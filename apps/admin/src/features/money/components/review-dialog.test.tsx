import type { ApprovalItem } from '@lalebet/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewDialog } from './review-dialog';

const post = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { post: (...a: unknown[]) => post(...a) } }));
vi.mock('@/lib/format', () => ({
  formatMoney: (m: string) => `${m} kuruş`,
  formatDateTime: (s: string) => s,
}));

const request: ApprovalItem = {
  kind: 'adjustment',
  id: 7,
  customerId: 42,
  username: 'oyuncu42',
  direction: 'credit',
  amount: '250000',
  currency: 'TRY',
  reasonCode: 'goodwill_credit',
  note: 'Şikâyet sonrası jest',
  status: 'pending',
  payloadHash: 'ab'.repeat(32),
  requestedBy: 'kasiyer',
  requestedAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  allowedActions: ['approve', 'reject'],
};

const show = (r: ApprovalItem, onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewDialog request={r} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('approvals: the review dialog', () => {
  beforeEach(() => post.mockReset());

  it('shows the request and approves with the hash that was shown', async () => {
    post.mockResolvedValue({ data: null, message: 'ok' });
    const onClose = vi.fn();
    show(request, onClose);
    expect(screen.getByText('Şikâyet sonrası jest')).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    fireEvent.click(screen.getByText('action.approve'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('admin/adjustments/7/approve', { payloadHash: 'ab'.repeat(32) });
  });

  it('shows a debt write-off (bet, owed now, reason) and approves it on its own route', async () => {
    post.mockResolvedValue({ data: null, message: 'ok' });
    const writeOff: ApprovalItem = {
      ...request,
      kind: 'debt_write_off',
      id: 12,
      debtId: 5,
      betId: '1a2b3c4d-0000-4000-8000-000000000000',
      amount: '50000',
      openNow: '30000',
      reason: 'Tahsil edilemez',
      payloadHash: 'ef'.repeat(32),
    };
    const onClose = vi.fn();
    show(writeOff, onClose);
    expect(screen.getByText('1a2b3c4d-0000-4000-8000-000000000000')).toBeTruthy();
    expect(screen.getByText('30000 kuruş')).toBeTruthy();
    expect(screen.getByText('Tahsil edilemez')).toBeTruthy();
    fireEvent.click(screen.getByText('action.approve'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('admin/debtwriteoffs/12/approve', { payloadHash: 'ef'.repeat(32) });
  });

  it('shows a policy change (no player) and approves it on the policy route', async () => {
    post.mockResolvedValue({ data: null, message: 'ok' });
    const change: ApprovalItem = {
      kind: 'site_option',
      id: 9,
      key: 'kyc_withdrawal_threshold',
      value: '10000',
      enabled: true,
      before: '5000',
      status: 'pending',
      payloadHash: 'cd'.repeat(32),
      requestedBy: 'uyum',
      requestedAt: '2026-12-06T10:00:00.000Z',
      expiresAt: '2026-12-09T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      allowedActions: ['approve', 'reject'],
    };
    const onClose = vi.fn();
    show(change, onClose);
    expect(screen.getByText('kyc_withdrawal_threshold')).toBeTruthy();
    expect([screen.getByText('5000'), screen.getByText('10000')]).toHaveLength(2);
    fireEvent.click(screen.getByText('action.approve'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('admin/policy/requests/9/approve', { payloadHash: 'cd'.repeat(32) });
  });

  it('offers no decision on a request the caller may not decide', () => {
    show({ ...request, allowedActions: [] });
    expect(screen.queryByText('action.approve')).toBeNull();
    expect(screen.queryByText('action.reject')).toBeNull();
  });
});
