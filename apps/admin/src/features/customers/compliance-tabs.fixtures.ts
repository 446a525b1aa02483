import type { AdminCustomerKyc, AdminCustomerProtection } from '@lalebet/shared';

/** What the Protection and KYC tab endpoints answer for player 7 (compliance-tabs.test.tsx). */
const overview: AdminCustomerProtection = {
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      setBy: 'player',
      value: 500,
      since: '2026-11-20T10:00:00.000Z',
      staff: null,
      reason: null,
      inForce: false,
      used: 120,
      resetsAt: '2026-11-30T21:00:00.000Z',
    },
    {
      kind: 'deposit',
      period: 'day',
      setBy: 'staff',
      value: 300,
      since: '2026-11-21T10:00:00.000Z',
      staff: 'operator',
      reason: 'Telefonda istedi',
      inForce: true,
      used: 120,
      resetsAt: '2026-11-30T21:00:00.000Z',
    },
  ],
  pending: [
    {
      id: 4,
      kind: 'wager',
      period: 'week',
      value: 2000,
      requestedAt: '2026-11-29T10:00:00.000Z',
      availableAt: '2026-11-30T10:00:00.000Z',
      expiresAt: '2026-12-07T10:00:00.000Z',
      confirmable: false,
    },
  ],
  realityCheck: { minutes: 30, pending: null },
  review: { months: 6, lastAt: null },
  register: {
    register: 'gamstop',
    excluded: true,
    checkedAt: '2026-11-29T10:00:00.000Z',
    excludedSince: '2026-11-29T10:00:00.000Z',
    lastErrorAt: null,
  },
};
const lift = (id: string, status: string, allowedActions: string[]) => ({
  id,
  status,
  reason: 'Kontrol bende',
  blockEndedAt: '2026-11-01T00:00:00.000Z',
  requestedAt: '2026-11-02T00:00:00.000Z',
  firstApprover: 'uyum1',
  firstApprovedAt: '2026-11-03T00:00:00.000Z',
  secondApprover: null,
  approvedAt: null,
  effectiveAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectReason: null,
  resumedAt: null,
  allowedActions,
});
const kyc: AdminCustomerKyc = {
  status: 'approved',
  level: 'basic',
  provider: 'simkyc',
  referenceId: 'app_77',
  openedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  lastDecisionAt: '2026-11-02T00:00:00.000Z',
  heldWithdrawals: 1,
  subject: { fullName: 'Ay***e Yı***z', birthDate: '****-**-**', country: 'TR', masked: true },
  allowedActions: ['decide'],
};

export const API: Record<string, unknown> = {
  'admin/customers/7/protection/overview': overview,
  'admin/customers/7/protection/exclusions': {
    total: 1,
    items: [
      {
        id: 'x1',
        kind: 'timeout',
        period: '24h',
        startsAt: '2026-11-29T10:00:00.000Z',
        endsAt: '2026-11-30T10:00:00.000Z',
        active: true,
        source: 'staff',
        register: null,
        staff: 'operator',
        reason: 'Mola istedi',
      },
    ],
  },
  'admin/customers/7/protection/flags': {
    total: 2,
    items: [
      {
        id: 2,
        kind: 'register_excluded',
        severity: 'strong',
        details: {},
        createdAt: '2026-11-29T10:00:00.000Z',
        reviewedAt: null,
        reviewedBy: null,
        allowedActions: ['review'],
      },
      {
        id: 1,
        kind: 'limit_80',
        severity: 'weak',
        details: {},
        createdAt: '2026-11-28T10:00:00.000Z',
        reviewedAt: '2026-11-28T11:00:00.000Z',
        reviewedBy: 'risk1',
        allowedActions: [],
      },
    ],
  },
  'admin/customers/7/protection/lift-requests': {
    total: 2,
    items: [lift('9', 'pending', ['reject']), lift('8', 'rejected', [])],
  },
  'admin/customers/7/kyc': kyc,
  'admin/customers/7/kyc/decisions': {
    total: 1,
    items: [
      {
        id: 3,
        at: '2026-11-02T00:00:00.000Z',
        from: 'manual_review',
        to: 'approved',
        actorKind: 'admin',
        actor: 'uyum1',
        reason: 'Belge elle doğrulandı',
      },
    ],
  },
  'admin/customers/7/kyc/checks': {
    total: 1,
    items: [
      {
        deliveryId: 'd2',
        status: 'onHold',
        decidedAt: '2026-11-01T12:00:00.000Z',
        receivedAt: '2026-11-01T12:00:01.000Z',
        outcome: 'applied',
        reason: 'DOCUMENT_BLURRY',
      },
    ],
  },
};
