/** Query keys of the money screens; under ['admin', ...] so a staff-hub push refetches them. */
export const moneyKeys = {
  adjustments: (q: object) => ['admin', 'adjustments', q] as const,
  adjustment: (id: number) => ['admin', 'adjustments', 'one', id] as const,
  approvals: (q: object) => ['admin', 'approvals', q] as const,
  withdrawals: (q: object) => ['admin', 'withdrawals', q] as const,
};
