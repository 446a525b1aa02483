import type { AdminNotificationSend } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/notification/send: one player by username */
export function useSendNotification() {
  return useMutation({
    mutationFn: (body: AdminNotificationSend) =>
      api.post<{ sent: number; skipped: number }>('admin/notification/send', body),
  });
}
