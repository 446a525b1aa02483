import type { CatalogueSyncRun } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/casino/catalogue-sync: import the aggregator's game list now. */
export function useSyncCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CatalogueSyncRun>('admin/casino/catalogue-sync', {}),
    // A failed run is recorded too: refresh the last run and the games either way.
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'casino'] }),
  });
}
