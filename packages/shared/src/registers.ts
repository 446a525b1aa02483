import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';

/** National self-exclusion registers (docs/decisions/032-national-registers.md). */
export const REGISTER_NAMES = ['gamstop', 'spelpaus'] as const;
export type RegisterNameDto = (typeof REGISTER_NAMES)[number];

/** GET admin/protection/registers: customers' last register answers, with filters. */
export const adminRegisterQuerySchema = adminListQuery(['updatedAt', 'customerId']).extend({
  register: z.enum(REGISTER_NAMES, { error: 'v.option' }).optional(),
  /** excluded: blocked by the register; error: the last lookup failed. */
  state: z.enum(['all', 'excluded', 'error'], { error: 'v.option' }).default('all'),
});
export type AdminRegisterQuery = z.infer<typeof adminRegisterQuerySchema>;

export const adminRegisterRowSchema = z.object({
  customerId: z.number(),
  username: z.string(),
  register: z.enum(REGISTER_NAMES),
  excluded: z.boolean(),
  checkedAt: z.string().nullable(),
  excludedSince: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminRegisterRow = z.infer<typeof adminRegisterRowSchema>;

/** This server process's view of each register: the alert metric staff watch. */
export const registerHealthSchema = z.object({
  register: z.enum(REGISTER_NAMES),
  configured: z.boolean(),
  lastOkAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
  failures: z.number(),
  consecutiveFailures: z.number(),
});
export type RegisterHealthDto = z.infer<typeof registerHealthSchema>;

export const adminRegisterListSchema = adminPage(adminRegisterRowSchema).extend({
  health: z.array(registerHealthSchema),
});
export type AdminRegisterList = z.infer<typeof adminRegisterListSchema>;

/** POST admin/customers/:id/register-check: a lookup now; `register` null: no register applies. */
export const registerCheckResultSchema = z.object({
  register: z.enum(REGISTER_NAMES).nullable(),
  outcome: z.enum(['excluded', 'not_excluded', 'unavailable', 'not_applicable']),
});
export type RegisterCheckResult = z.infer<typeof registerCheckResultSchema>;
