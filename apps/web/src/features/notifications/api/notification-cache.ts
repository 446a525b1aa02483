import type { Locale } from '@lalebet/shared';
import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys';

type List = NotificationDto[];

/**
 * A notification pushed by the hub (in the hub connection's language): newest first, once.
 * Lists cached in the other language are only marked stale, to be refetched when shown.
 */
export function addNotification(client: QueryClient, locale: Locale, item: NotificationDto) {
  const key = notificationKeys.list(locale);
  if (client.getQueryData<List>(key) === undefined) {
    // Not loaded yet (or loading): the next fetch includes it.
    void client.invalidateQueries({ queryKey: key });
  } else {
    client.setQueryData<List>(key, (list = []) => [item, ...list.filter((n) => n.id !== item.id)]);
  }
  void client.invalidateQueries({
    queryKey: notificationKeys.all,
    predicate: (q) => q.queryKey[2] !== locale,
    refetchType: 'none',
  });
}

/** After the server confirmed the read: in every cached list (ids do not depend on the language). */
export function markRead(client: QueryClient, id: number) {
  client.setQueriesData<List>({ queryKey: notificationKeys.all }, (list) =>
    list?.map((n) => (n.id === id && !n.isRead ? { ...n, isRead: true } : n)),
  );
}
