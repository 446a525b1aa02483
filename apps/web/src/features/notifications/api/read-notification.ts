import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markRead } from './notification-cache';

/** POST customer/readnotification with `id: [n]`: how many of the caller's unread ones it marked. */
export const readNotification = (id: number) =>
  api.post<{ marked: number }>('customer/readnotification', { id: [id] }).then((r) => r.data);

/**
 * docs/product.md §4: an unread notification becomes read when opened, and the server confirms
 * it. So the list changes only on success; a failure leaves it unread (section 8: no handling).
 */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_data, id) => markRead(client, id),
  });
}
