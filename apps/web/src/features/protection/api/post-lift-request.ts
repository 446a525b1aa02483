import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { protectionKeys } from './keys';

/** POST protection/lift-request: the written request to lift an ended self-exclusion (docs/rules.md R30). */
export const postLiftRequest = (reason: string) =>
  api.post<{ id: string }>('protection/lift-request', { reason });

export const useLiftRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLiftRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: protectionKeys.lift }),
  });
};
