import type { KycStatus } from '@lalebet/shared';
import type { KycActorKind } from '../../core/kyc/kyc.table.ts';

/**
 * The KYC state machine (docs/decisions/026-kyc.md). Who may move a case from where to where:
 * the player opens (or reopens) a session, the provider decides, staff override with a reason,
 * the system expires an approval when the document lapses. Anything else is refused.
 */
const ALLOWED: Record<KycActorKind, Partial<Record<KycStatus, readonly KycStatus[]>>> = {
  customer: {
    not_started: ['pending'],
    resubmission_requested: ['pending'],
    expired: ['pending'],
  },
  provider: {
    pending: ['manual_review', 'approved', 'rejected', 'resubmission_requested'],
    manual_review: ['approved', 'rejected', 'resubmission_requested'],
    // The player re-uploads on the same applicant; the provider then decides again.
    resubmission_requested: ['pending', 'manual_review', 'approved', 'rejected'],
    // A rejection is final for the provider: only staff can reconsider it.
  },
  admin: {
    pending: ['approved', 'rejected', 'resubmission_requested'],
    manual_review: ['approved', 'rejected', 'resubmission_requested'],
    resubmission_requested: ['approved', 'rejected'],
    rejected: ['approved', 'resubmission_requested'],
    expired: ['approved', 'rejected', 'resubmission_requested'],
  },
  system: {
    approved: ['expired'],
  },
};

export function canTransition(from: KycStatus, to: KycStatus, actor: KycActorKind): boolean {
  return ALLOWED[actor][from]?.includes(to) ?? false;
}

/** Statuses in which the player may open a verification session. */
export const startable = (s: KycStatus) => canTransition(s, 'pending', 'customer');
