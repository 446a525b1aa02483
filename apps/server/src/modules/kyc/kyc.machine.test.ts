import { KYC_STATUSES } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { statusOf } from '../../infra/kyc/simkyc-provider.ts';
import { canTransition, startable } from './kyc.machine.ts';

describe('the KYC state machine', () => {
  it('lets the player open a session only from not_started, resubmission_requested or expired', () => {
    expect(KYC_STATUSES.filter(startable)).toEqual(['not_started', 'resubmission_requested', 'expired']);
    expect(canTransition('pending', 'approved', 'customer')).toBe(false);
  });

  it('lets the provider decide an open check, never reopen a final rejection', () => {
    for (const to of ['manual_review', 'approved', 'rejected', 'resubmission_requested'] as const)
      expect(canTransition('pending', to, 'provider'), to).toBe(true);
    expect(canTransition('manual_review', 'approved', 'provider')).toBe(true);
    expect(canTransition('resubmission_requested', 'approved', 'provider')).toBe(true);
    expect(canTransition('rejected', 'approved', 'provider')).toBe(false);
    expect(canTransition('approved', 'rejected', 'provider')).toBe(false);
    expect(canTransition('not_started', 'approved', 'provider')).toBe(false);
    expect(canTransition('pending', 'expired', 'provider')).toBe(false);
  });

  it('lets staff override with a reason, but not approve someone who never started', () => {
    expect(canTransition('rejected', 'approved', 'admin')).toBe(true);
    expect(canTransition('manual_review', 'rejected', 'admin')).toBe(true);
    expect(canTransition('not_started', 'approved', 'admin')).toBe(false);
    expect(canTransition('approved', 'approved', 'admin')).toBe(false);
  });

  it('lets only the system expire an approval', () => {
    expect(canTransition('approved', 'expired', 'system')).toBe(true);
    expect(canTransition('approved', 'expired', 'admin')).toBe(false);
    expect(canTransition('pending', 'approved', 'system')).toBe(false);
  });

  it('maps the vendor review states onto ours (docs/rules.md R47)', () => {
    expect(statusOf({ reviewStatus: 'init' })).toBe('not_started');
    expect(statusOf({ reviewStatus: 'pending' })).toBe('pending');
    expect(statusOf({ reviewStatus: 'onHold' })).toBe('manual_review');
    const done = (reviewAnswer: 'GREEN' | 'RED', reviewRejectType?: 'RETRY' | 'FINAL') =>
      statusOf({ reviewStatus: 'completed', reviewResult: { reviewAnswer, reviewRejectType } });
    expect(done('GREEN')).toBe('approved');
    expect(done('RED', 'RETRY')).toBe('resubmission_requested');
    expect(done('RED', 'FINAL')).toBe('rejected');
    expect(done('RED')).toBe('rejected');
  });
});
