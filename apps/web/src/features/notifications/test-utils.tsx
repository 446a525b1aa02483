import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { setupI18nFor } from '@/test/render';
import { logIn as logInAs } from '@/test/session';

export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('notifications', lng);

export { renderWith, testClient } from '@/test/render';

/** A logged-in player with ₺10 and a verified phone. */
export const logIn = () => logInAs({ balance: 10 });

export const notification = (patch: Partial<NotificationDto> = {}): NotificationDto => ({
  id: 1,
  title: 'Bonus hesabınızda',
  note: '50 TL deneme bonusu tanımlandı.',
  type: 4,
  timeStamp: '2026-11-22T14:05:00',
  isRead: false,
  ...patch,
});

export { bodiesFor as postedTo, mockApi } from '@/test/mock-api';
