import { TransactionStatus } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { decisionRefusal } from './admin-withdrawal-steps.ts';
import type { LockedPayment } from './payments.repository.ts';

const NOW = new Date('2026-12-06T12:00:00Z');
const payment = (o: Partial<LockedPayment> = {}) =>
  ({ status: TransactionStatus.Pending, held_at: null, payable_from: null, ...o }) as LockedPayment;
const codeOf = (p: LockedPayment, confirm: boolean) => decisionRefusal(p, confirm, NOW)?.code ?? null;

describe('decisionRefusal', () => {
  it('lets a pending withdrawal be confirmed or rejected', () => {
    expect(codeOf(payment(), true)).toBeNull();
    expect(codeOf(payment(), false)).toBeNull();
  });

  it('refuses to confirm one waiting for KYC, on hold or still cooling off, but lets each be rejected', () => {
    const kyc = payment({ status: TransactionStatus.WaitingForKyc });
    const held = payment({ held_at: NOW });
    const cooling = payment({ payable_from: new Date(NOW.getTime() + 1) });
    expect([kyc, held, cooling].map((p) => codeOf(p, true))).toEqual([
      'KYC_REQUIRED',
      'WITHDRAWAL_ON_HOLD',
      'WITHDRAWAL_COOLING_OFF',
    ]);
    expect([kyc, held, cooling].map((p) => codeOf(p, false))).toEqual([null, null, null]);
  });

  it('refuses any decision on one already decided', () => {
    const done = payment({ status: TransactionStatus.Confirmed });
    expect(codeOf(done, true)).toBe('WITHDRAWAL_ALREADY_DECIDED');
    expect(codeOf(done, false)).toBe('WITHDRAWAL_ALREADY_DECIDED');
  });
});
