import { describe, expect, it } from 'vitest';
import { type RecItem, reconcile } from './compare.ts';

const window = { from: new Date('2026-12-06T00:00:00Z'), to: new Date('2026-12-07T00:00:00Z') };
const at = new Date('2026-12-06T12:00:00Z');
const item = (over: Partial<RecItem>): RecItem => ({
  kind: 'deposit',
  reference: '1',
  providerId: 'p1',
  amount: 10_000n,
  currency: 'TRY',
  status: 'paid',
  at,
  ...over,
});
const kinds = (ours: RecItem[], theirs: RecItem[]) =>
  reconcile({ ours, theirs, window }).map((f) => `${f.kind} ${f.subject}`);

describe('reconcile', () => {
  it('raises nothing when both sides agree, matching their row by our reference or their id', () => {
    expect(kinds([item({})], [item({})])).toEqual([]);
    expect(kinds([item({})], [item({ reference: null })])).toEqual([]);
  });

  it('flags a row missing on either side, an amount and a status that differ', () => {
    expect(kinds([], [item({})])).toEqual(['missing_ours deposit:1']);
    expect(kinds([item({})], [])).toEqual(['missing_theirs deposit:1']);
    expect(kinds([item({})], [item({ amount: 9_999n })])).toEqual(['amount_differs deposit:1']);
    expect(kinds([item({})], [item({ currency: 'USD' })])).toEqual(['amount_differs deposit:1']);
    expect(kinds([item({ status: 'failed' })], [item({})])).toEqual(['status_differs deposit:1']);
  });

  it('flags a payout the provider failed after we paid it (contradicting notifications)', () => {
    const payout = { kind: 'payout' as const, reference: '7', providerId: 'w7' };
    expect(kinds([item(payout)], [item({ ...payout, status: 'failed' })])).toEqual([
      'status_differs payout:7',
    ]);
  });

  it('flags a refund the provider made that our ledger does not carry, folding its own refund row', () => {
    const refundRow = item({ status: 'refunded', amount: 10_000n, at: new Date('2026-12-06T13:00:00Z') });
    expect(kinds([item({})], [item({}), refundRow])).toEqual(['status_differs deposit:1']);
    expect(kinds([item({ status: 'refunded' })], [item({}), refundRow])).toEqual([]);
  });

  it('compares only subjects with a row in the day, and only where money moved on one side', () => {
    const lateBooking = item({ at: new Date('2026-12-07T00:01:00Z') });
    expect(kinds([item({})], [lateBooking])).toEqual([]);
    expect(kinds([], [item({ at: new Date('2026-12-05T12:00:00Z') })])).toEqual([]);
    expect(kinds([item({ status: 'pending' })], [])).toEqual([]);
    expect(kinds([], [item({ status: 'failed' })])).toEqual([]);
  });
});
