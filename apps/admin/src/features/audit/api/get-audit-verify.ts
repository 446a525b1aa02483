import type { AdminAuditVerify } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/audit/verify (audit:view): the hash chain recomputed, the first broken row named. */
export const auditVerifyQuery = queryOptions({
  queryKey: ['admin', 'audit', 'verify'] as const,
  queryFn: async () => (await api.get<AdminAuditVerify>('admin/audit/verify')).data,
});
export const useAuditVerify = () => useQuery(auditVerifyQuery);
