import type { affiliatePlayerPageSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AffiliatePlayerPage = z.infer<typeof affiliatePlayerPageSchema>;
export type AffiliatePlayer = AffiliatePlayerPage['items'][number];
export type PlayersPageQuery = { skip: number; take: number; order: 'asc' | 'desc' };

/** GET admin/affiliates/:id/players (affiliates:manage) */
export const affiliatePlayersQuery = (id: number, q: PlayersPageQuery) =>
  queryOptions({
    queryKey: ['admin', 'affiliates', 'players', id, q],
    queryFn: async () => (await api.get<AffiliatePlayerPage>(`admin/affiliates/${id}/players`, q)).data,
  });
export const useAffiliatePlayers = (id: number, q: PlayersPageQuery) =>
  useQuery(affiliatePlayersQuery(id, q));
