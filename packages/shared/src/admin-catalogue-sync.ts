import { z } from 'zod';

/**
 * The casino catalogue imported from the aggregator's operator API (docs/decisions/090-catalogue-sync.md):
 * one run per click or per day, at most one a minute (the provider's game/list limit).
 */
export const CATALOGUE_SYNC_MODES = ['off', 'sim', 'live'] as const;
export type CatalogueSyncMode = (typeof CATALOGUE_SYNC_MODES)[number];
export const CATALOGUE_SYNC_TRIGGERS = ['manual', 'daily'] as const;
export const CATALOGUE_SYNC_STATUSES = ['running', 'ok', 'failed'] as const;
/** Why a run failed; nothing in the catalogue changed. */
export const CATALOGUE_SYNC_ERRORS = [
  'rate_limited',
  'unavailable',
  'refused',
  'invalid_answer',
  'empty_list',
  'interrupted',
] as const;
export type CatalogueSyncError = (typeof CATALOGUE_SYNC_ERRORS)[number];

export const catalogueSyncRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(CATALOGUE_SYNC_TRIGGERS),
  status: z.enum(CATALOGUE_SYNC_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** New games, added disabled for review. */
  added: z.number().int(),
  /** Games whose name, image, studio or category the provider changed. */
  updated: z.number().int(),
  /** Games the provider no longer lists (or lists as disabled), switched off here. */
  disabled: z.number().int(),
  error: z.enum(CATALOGUE_SYNC_ERRORS).nullable(),
});
export type CatalogueSyncRun = z.infer<typeof catalogueSyncRunSchema>;

/** GET admin/casino/catalogue-sync. */
export const catalogueSyncStateSchema = z.object({
  mode: z.enum(CATALOGUE_SYNC_MODES),
  lastRun: catalogueSyncRunSchema.nullable(),
});
export type CatalogueSyncState = z.infer<typeof catalogueSyncStateSchema>;
