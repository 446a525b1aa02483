import type { Locale } from '@lalebet/shared';
import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/hooks/use-locale';
import { useSession } from '@/stores/session';
import { notificationKeys } from './keys';

/** docs/product.md §9: "Notification page take". */
export const NOTIFICATION_TAKE = 100;

/** POST customer/notification: the player's notifications, newest first. */
export const getNotifications = async () =>
  (await api.post<NotificationDto[]>('customer/notification', { skip: 0, take: NOTIFICATION_TAKE })).data;

export const notificationsQueryOptions = (locale: Locale, enabled = true) =>
  queryOptions({
    queryKey: notificationKeys.list(locale),
    queryFn: getNotifications,
    enabled,
    // The hub keeps the list current; a refetch after a reconnect covers what it missed.
    staleTime: 5 * 60_000,
  });

/** The list in the UI language, fetched only while someone is logged in. */
export function useNotifications() {
  const locale = useLocale();
  const loggedIn = useSession() !== null;
  return useQuery(notificationsQueryOptions(locale, loggedIn));
}

export const countUnread = (list: readonly NotificationDto[] | undefined) =>
  list?.reduce((n, item) => (item.isRead ? n : n + 1), 0) ?? 0;

/** The number of unread notifications (0 while loading or logged out). */
export const useUnreadCount = () => countUnread(useNotifications().data);
