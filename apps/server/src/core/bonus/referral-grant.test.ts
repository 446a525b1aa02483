import { describe, expect, it } from 'vitest';
import { referralBonusRow, referralNotification } from './referral-grant.ts';

const NOW = new Date('2026-12-06T12:00:00Z');

describe('referralBonusRow', () => {
  it('asks the definition multiple of the amount as wagering, in tenths, and names the referred player', () => {
    const def = { id: 4, amount: 5_000n, wagering_multiple: '2.5', validity_days: 7 };
    expect(referralBonusRow(def, { referrerId: 1n, referredId: 2n }, NOW)).toMatchObject({
      customer_id: 1n,
      definition_id: 4,
      status: 'active',
      wagering_required: 12_500n,
      expires_at: new Date('2026-12-13T12:00:00Z'),
      period: 'ref:2',
    });
  });
});

describe('referralNotification', () => {
  it('tells the referrer the amount in both languages', () => {
    const n = referralNotification(5_000n);
    expect(n.note.en).toContain('50');
    expect(n.note.tr).toContain('50');
  });
});
