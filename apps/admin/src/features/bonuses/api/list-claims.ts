import type { adminBonusClaimListSchema, CustomerBonusStatus } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminClaim = z.infer<typeof adminBonusClaimListSchema>[number];
export type ClaimsQuery = { status: CustomerBonusStatus; skip: number; take: number };

/** GET admin/bonusclaims (amounts in lira; a plain list, oldest first) */
export const claimsQuery = (q: ClaimsQuery) =>
  queryOptions({
    queryKey: ['admin', 'bonuses', 'claims', q],
    queryFn: async () => (await api.get<AdminClaim[]>('admin/bonusclaims', q)).data,
  });
export const useClaims = (q: ClaimsQuery) => useQuery(claimsQuery(q));
