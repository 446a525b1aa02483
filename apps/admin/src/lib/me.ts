import type { adminProfileSchema, Permission } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';
import { session } from './session';

export type Me = z.infer<typeof adminProfileSchema>;

/** GET admin/auth/me: who is signed in and what their roles allow. */
export const meQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: async () => (await api.get<Me>('admin/auth/me')).data,
  enabled: () => session.token() !== null,
  staleTime: 5 * 60_000,
});

export const useMe = () => useQuery(meQuery);

/**
 * Whether the signed-in staff member holds a permission. The server decides every call; this
 * only hides what would be refused (docs/decisions/029-staff-permissions.md).
 */
export function useCan(permission: Permission | 'session'): boolean {
  const { data } = useMe();
  if (permission === 'session') return !!data;
  return !!data?.permissions.includes(permission);
}
