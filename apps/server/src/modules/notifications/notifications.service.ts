import type { Locale, NotificationDto, NotificationListRequest } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedCustomer } from '../../core/accounts/index.ts';
import { clock } from '../../lib/clock.ts';
import { toNotificationDto } from './notification.mapper.ts';
import { listNotifications, markRead } from './notifications.repository.ts';

/** The caller's own notifications, newest first, in the language of the request. */
export async function notificationsOf(
  db: Kysely<Database>,
  who: AuthenticatedCustomer,
  page: NotificationListRequest,
  locale: Locale,
): Promise<NotificationDto[]> {
  const rows = await listNotifications(db, who.id, page.skip, page.take);
  return rows.map((row) => toNotificationDto(row, locale));
}

/** Marks the caller's own ones read; another customer's id is not an error, it just matches nothing. */
export async function readNotifications(
  db: Kysely<Database>,
  who: AuthenticatedCustomer,
  ids: number[],
): Promise<number> {
  return markRead(db, who.id, [...new Set(ids)].map(BigInt), clock.now());
}
