import type { Locale, NotificationDto, NotifyMessage } from '@lalebet/shared';
import type { Selectable } from 'kysely';
import type { NotificationTable } from './notifications.table.ts';

export type NotificationRow = Selectable<NotificationTable>;

/** The product's timeStamp: UTC, seconds, no zone marker ('2026-11-22T09:30:00'). */
export const utcTimestamp = (d: Date) => d.toISOString().slice(0, 19);

/** The one row-to-DTO mapper: the REST list and the hub's Notification command both use it. */
export function toNotificationDto(row: NotificationRow, locale: Locale): NotificationDto {
  return {
    id: Number(row.id),
    title: locale === 'tr' ? row.title_tr : row.title_en,
    note: locale === 'tr' ? row.note_tr : row.note_en,
    type: row.type,
    timeStamp: utcTimestamp(row.created_at),
    isRead: row.read_at !== null,
  };
}

/** The hub message in each language; every connection gets the one of its own language. */
export function notificationMessages(row: NotificationRow): Record<Locale, NotifyMessage> {
  return {
    tr: { command: 'Notification', message: toNotificationDto(row, 'tr') },
    en: { command: 'Notification', message: toNotificationDto(row, 'en') },
  };
}
