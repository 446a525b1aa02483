import { TransactionKind, TransactionStatus } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { holdTransfer } from './withdraw-hold.ts';
import { assertWithdrawal } from './withdraw.service.ts';

describe('holdTransfer', () => {
  it('holds the amount from the player to the withdrawals account as a pending posting of the payment', () => {
    expect(holdTransfer(42n, { player: 1n, withdrawals: 2n }, 5_000n)).toMatchObject({
      debit: 1n,
      credit: 2n,
      amount: 5_000n,
      code: 'withdrawal_hold',
      phase: 'pending',
      metadata: { paymentId: '42' },
    });
  });
});

describe('assertWithdrawal', () => {
  it('replays a withdrawal with its payable moment and whether it waits for KYC', () => {
    const at = new Date('2026-12-07T12:00:00Z');
    const row = { kind: TransactionKind.Withdraw, status: TransactionStatus.WaitingForKyc, payable_from: at };
    expect(assertWithdrawal(row)).toEqual({ payableFrom: at, waitingForKyc: true });
  });

  it('refuses a key that named a deposit', () => {
    const row = { kind: TransactionKind.Deposit, status: TransactionStatus.Pending, payable_from: null };
    expect(() => assertWithdrawal(row)).toThrow(AppError);
    expect(() => assertWithdrawal(row)).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }));
  });
});
