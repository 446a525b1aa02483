import type { ApprovalKind } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Each kind's decision routes (docs/decisions/035-four-eyes-approvals.md). */
const BASE: Record<ApprovalKind, string> = {
  adjustment: 'admin/adjustments',
  bonus_grant: 'admin/bonusgrants',
  site_option: 'admin/policy/requests',
  bonus_definition: 'admin/bonusdefinitionrequests',
  staff: 'admin/staffrequests',
  bet_void: 'admin/sportsbook/voidrequests',
  sports_limits: 'admin/sportsbook/limitrequests',
  scope_limits: 'admin/sportsbook/scopelimitrequests',
  manual_settlement: 'admin/sportsbook/settlementrequests',
  debt_write_off: 'admin/debtwriteoffs',
};
type Ref = { kind: ApprovalKind; id: number };

/** POST admin/{adjustments|bonusgrants|bonusdefinitionrequests}/:id/approve (step-up): sends back the hash of what was reviewed. */
export function useApproveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, payloadHash }: Ref & { payloadHash: string }) =>
      api.post<unknown>(`${BASE[kind]}/${id}/approve`, { payloadHash }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST admin/{adjustments|bonusgrants|bonusdefinitionrequests}/:id/reject (step-up) with a reason. */
export function useRejectRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, reason }: Ref & { reason: string }) =>
      api.post<null>(`${BASE[kind]}/${id}/reject`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
