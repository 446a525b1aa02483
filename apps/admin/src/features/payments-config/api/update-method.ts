import type { AdminPaymentMethodUpdate } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminMethod } from './list-methods';

/** PUT admin/payment/methods/:id (limits in kuruş) */
export function useUpdateMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminPaymentMethodUpdate & { id: number }) =>
      api.put<AdminMethod>(`admin/payment/methods/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'paymentsConfig'] }),
  });
}
