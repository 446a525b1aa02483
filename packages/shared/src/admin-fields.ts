import { z } from 'zod';

/**
 * Field schemas the back-office contracts share (admin-catalog.ts, admin-bonuses.ts). Not exported
 * from the package index: each contract file imports what it needs.
 */

export const INT32 = 2_147_483_647;
/** Kuruş: a positive whole number the JSON number type still carries exactly. */
export const minor = () =>
  z
    .number({ error: 'v.invalid' })
    .int({ error: 'v.wholeNumber' })
    .min(1, { error: 'v.min' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'v.max' });
export const rank = () =>
  z.number({ error: 'v.invalid' }).int({ error: 'v.wholeNumber' }).min(0).max(1_000_000);
/** `?enabled=true|false` (absent: both). */
export const enabledFilter = z.enum(['true', 'false']).transform((v) => v === 'true');
export const searchText = z.string().trim().max(100);

/** A partial update names at least one field. */
export const notEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);
export const NOTHING_TO_CHANGE = { error: 'v.required' } as const;
