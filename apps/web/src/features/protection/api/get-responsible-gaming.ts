import type { ResponsibleGaming } from '@lalebet/shared/protection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { protectionKeys } from './keys';

/** GET customer/responsiblegaming: limits with use, pending changes, exclusion, reality check, review. */
export const getResponsibleGaming = async () =>
  (await api.get<ResponsibleGaming>('customer/responsiblegaming')).data;

export const responsibleGamingQueryOptions = () =>
  queryOptions({ queryKey: protectionKeys.state, queryFn: getResponsibleGaming, staleTime: 0 });

export const useResponsibleGaming = (enabled = true) =>
  useQuery({ ...responsibleGamingQueryOptions(), enabled });
