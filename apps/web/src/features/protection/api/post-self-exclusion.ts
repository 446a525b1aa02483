import type { SelfExclusionPeriod } from '@lalebet/shared/protection';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST customer/selfexclusion: excludes the player at once; the server then ends every session. */
export const postSelfExclusion = (period: SelfExclusionPeriod) =>
  api.post<null>('customer/selfexclusion', { period });

export const useSelfExclusion = () => useMutation({ mutationFn: postSelfExclusion });
