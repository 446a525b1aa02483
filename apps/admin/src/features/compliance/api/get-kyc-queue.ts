import type { AdminKycList } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type KycQueueQuery = { skip: number; take: number; status?: string };
export type KycCase = AdminKycList['items'][number];

/** GET admin/kyc: identity checks in one status (default manual_review), longest waiting first. */
export const kycQueueQuery = (q: KycQueueQuery) =>
  queryOptions({
    queryKey: ['admin', 'kyc', q],
    queryFn: async () => (await api.get<AdminKycList>('admin/kyc', q)).data,
    placeholderData: keepPreviousData,
  });

export const useKycQueue = (q: KycQueueQuery) => useQuery(kycQueueQuery(q));
