import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Decision = { id: string; action: 'approve' | 'reject'; text: string };

/**
 * POST admin/protection/lift-requests/:id/approve {note} or /reject {reason}: four-eyes, so the
 * first acceptance leaves it pending for a second, different colleague (step-up each time).
 */
export const postLiftDecision = ({ id, action, text }: Decision) =>
  api.post<{ status: string; effectiveAt: string | null } | null>(
    `admin/protection/lift-requests/${id}/${action}`,
    action === 'approve' ? { note: text } : { reason: text },
  );

export function useLiftDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postLiftDecision,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
