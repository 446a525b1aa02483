import type { PlaySession, ResponsibleGaming } from '@lalebet/shared/protection';
import { setupI18nFor } from '@/test/render';

export { renderWith, renderRoute, testClient } from '@/test/render';
export { bodiesFor, mockApi } from '@/test/mock-api';

/** Common, validation and protection texts in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('protection', lng);

/** A player with a daily deposit limit of ₺500 (₺400 used) and nothing else set. */
export const RG: ResponsibleGaming = {
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      value: 500,
      used: 400,
      left: 100,
      setBy: 'player',
      since: '2026-11-20T10:00:00.000Z',
      resetsAt: '2026-11-27T21:00:00.000Z',
    },
  ],
  pending: [],
  exclusion: null,
  realityCheck: { minutes: 60, pending: null },
  review: { months: 6, due: false, lastAt: null },
  coolingOffHours: 24,
};

export const rgWith = (patch: Partial<ResponsibleGaming>): ResponsibleGaming => ({ ...RG, ...patch });

/** A session that started `minutes` ago with its next reality check `dueInMs` from now. */
export const playSession = (minutes: number, dueInMs: number | null): PlaySession => ({
  startedAt: new Date(Date.now() - minutes * 60_000).toISOString(),
  minutesToday: minutes,
  stakes: 250,
  wins: 120.5,
  net: -129.5,
  realityCheckMinutes: 60,
  nextRealityCheckAt: dueInMs === null ? null : new Date(Date.now() + dueInMs).toISOString(),
});
