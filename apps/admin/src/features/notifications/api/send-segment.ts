import type { AdminSegmentSend } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/notification/segment (dryRun only counts) */
export function useSendSegment() {
  return useMutation({
    mutationFn: (body: Omit<AdminSegmentSend, 'dryRun'> & { dryRun?: boolean }) =>
      api.post<{ sent: number; skipped: number }>('admin/notification/segment', body),
  });
}
