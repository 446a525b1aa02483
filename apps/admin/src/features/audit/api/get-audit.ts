import type { AdminAuditRow } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuditRow = AdminAuditRow;
export type AuditPage = { items: AuditRow[]; total: number };
/** The viewer's filters as the API takes them (timestamps with their offset). */
export type AuditFilters = {
  actorKind?: string;
  actorId?: string;
  event?: string;
  from?: string;
  to?: string;
  sort?: 'newest' | 'oldest';
};

/** GET admin/audit (audit:view). */
export const auditQuery = (q: AuditFilters & { skip: number; take: number }) =>
  queryOptions({
    queryKey: ['admin', 'audit', q] as const,
    queryFn: async () => (await api.get<AuditPage>('admin/audit', q)).data,
    placeholderData: keepPreviousData,
  });
export const useAudit = (q: AuditFilters & { skip: number; take: number }) => useQuery(auditQuery(q));

/** The same rows, every page, as a CSV file streamed by the server (audit:export). */
export const downloadAudit = (q: AuditFilters) => api.download('admin/audit', q, 'audit.csv');
