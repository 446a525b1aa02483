import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { protectionKeys } from './keys';

export const refreshProtection = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: protectionKeys.all });

/** A mutation's `onSuccess` that reads the protection page again. */
export function useRefreshProtection() {
  const queryClient = useQueryClient();
  return () => refreshProtection(queryClient);
}
