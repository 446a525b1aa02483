import type { RegisterCheckResult } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/register-check: ask the customer's national register again now. */
export const postRegisterCheck = async (customerId: number) =>
  (await api.post<RegisterCheckResult>(`admin/customers/${customerId}/register-check`, {})).data;

export function useRegisterCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => postRegisterCheck(customerId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
