import type { adminBonusDefinitionPageSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type DefinitionPage = z.infer<typeof adminBonusDefinitionPageSchema>;
export type AdminDefinition = DefinitionPage['items'][number];
export type DefinitionsQuery = {
  skip: number;
  take: number;
  sort?: string;
  order: 'asc' | 'desc';
  kind?: string;
  enabled?: string;
  query?: string;
};

/** GET admin/bonusdefinitions */
export const definitionsQuery = (q: DefinitionsQuery) =>
  queryOptions({
    queryKey: ['admin', 'bonuses', 'definitions', q],
    queryFn: async () => (await api.get<DefinitionPage>('admin/bonusdefinitions', q)).data,
  });
export const useDefinitions = (q: DefinitionsQuery) => useQuery(definitionsQuery(q));
