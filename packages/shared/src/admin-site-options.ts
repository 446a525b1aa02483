import { z } from 'zod';
import { SITE_OPTION_KEYS } from './site-options.ts';
import { POLICY_OPTIONS } from './policy-options.ts';
import { ESPORTS_SPORTSBOOK_PROVIDERS, SPORTSBOOK_PROVIDERS } from './sportsbook-bridge.ts';

/**
 * The type of every site option an operator may set (keys lower case). The server reads most
 * of them with a fallback (core/site-options.ts), so a wrong value would silently fall back:
 * the back office refuses it instead, and refuses keys nobody reads.
 */
export type SiteOptionType =
  | { type: 'string'; max: number; pattern?: 'url' | 'email' | 'timeZone' }
  | { type: 'number'; min: number; max: number; integer: boolean }
  | { type: 'boolean' }
  | { type: 'json' }
  | { type: 'enum'; values: readonly string[] };

const str = (max = 500, pattern?: 'url' | 'email' | 'timeZone'): SiteOptionType => ({
  type: 'string',
  max,
  ...(pattern ? { pattern } : {}),
});

const K = SITE_OPTION_KEYS;
export const SITE_OPTION_TYPES: Readonly<Record<string, SiteOptionType>> = {
  [K.siteName]: str(60),
  [K.licenceText]: str(4000),
  [K.licenceNumber]: str(100),
  [K.registrationNumber]: str(100),
  [K.companyDetails]: str(1000),
  [K.telegram]: str(300, 'url'),
  [K.twitter]: str(300, 'url'),
  [K.instagram]: str(300, 'url'),
  [K.youtube]: str(300, 'url'),
  [K.chatSiteId]: str(200),
  [K.chatDivId]: str(200),
  [K.footerProviders]: { type: 'json' },
  [K.supportEmail]: str(200, 'email'),
  [K.casinoVideoUrl]: str(500, 'url'),
  [K.casinoVideoTitle]: str(200),
  [K.fcgSportsbook]: { type: 'enum', values: SPORTSBOOK_PROVIDERS },
  [K.esportsSportsbook]: { type: 'enum', values: ESPORTS_SPORTSBOOK_PROVIDERS },
  maintenancenotice: str(500),
  // Policy settings: money and protection controls, with their own permission (ADR 043).
  ...Object.fromEntries(Object.entries(POLICY_OPTIONS).map(([key, o]) => [key, o.type])),
};

function validTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The value as stored (trimmed, numbers and booleans in canonical form), or null when it does
 * not fit the type. An empty string is allowed for strings: it means "not configured".
 */
export function normalizeSiteOption(type: SiteOptionType, raw: string): string | null {
  const v = raw.trim();
  switch (type.type) {
    case 'string': {
      if (v.length > type.max) return null;
      if (v === '' || !type.pattern) return v;
      if (type.pattern === 'url') return /^https:\/\/[^\s"'<>]+$/.test(v) ? v : null;
      if (type.pattern === 'email') return z.email().safeParse(v).success ? v : null;
      return validTimeZone(v) ? v : null;
    }
    case 'number': {
      if (!/^-?\d+([.,]\d+)?$/.test(v)) return null;
      const n = Number(v.replace(',', '.'));
      if (type.integer && !Number.isInteger(n)) return null;
      return n >= type.min && n <= type.max ? String(n) : null;
    }
    case 'boolean':
      return v === 'true' || v === 'false' ? v : null;
    case 'json':
      try {
        return JSON.stringify(JSON.parse(v));
      } catch {
        return null;
      }
    case 'enum':
      return type.values.includes(v) ? v : null;
  }
}

const siteOptionTypeSchema = z.union([
  z.object({
    type: z.literal('string'),
    max: z.number(),
    pattern: z.enum(['url', 'email', 'timeZone']).optional(),
  }),
  z.object({ type: z.literal('number'), min: z.number(), max: z.number(), integer: z.boolean() }),
  z.object({ type: z.literal('boolean') }),
  z.object({ type: z.literal('json') }),
  z.object({ type: z.literal('enum'), values: z.array(z.string()) }),
]);

export const adminSiteOptionSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** Disabled or absent: the server uses its default. */
  status: z.boolean(),
  /** Stored in the database (absent keys show their type with an empty value). */
  stored: z.boolean(),
  /** Served to the web by cms/siteoptionlist. */
  public: z.boolean(),
  /** A policy setting (ADR 043): policy:manage, step-up, four-eyes when it loosens. */
  policy: z.boolean().optional(),
  /** null: a stored key nobody reads (kept, not editable). */
  type: siteOptionTypeSchema.nullable(),
});
export const adminSiteOptionListSchema = z.array(adminSiteOptionSchema);
export const adminSiteOptionKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });
export const adminSiteOptionUpdateSchema = z.strictObject({
  value: z.string().max(20_000, { error: 'v.tooLong' }),
  status: z.boolean(),
});
export type AdminSiteOption = z.infer<typeof adminSiteOptionSchema>;
export type AdminSiteOptionUpdate = z.infer<typeof adminSiteOptionUpdateSchema>;
