import { type CreateAdjustmentRequest, createAdjustmentRequestSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { createAdjustmentRequestSchema };
export type { CreateAdjustmentRequest };

/** POST admin/adjustments (step-up): executed at once below the threshold, else pending. */
export function useCreateAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdjustmentRequest) =>
      api.post<{ id: number; status: string }>('admin/adjustments', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
