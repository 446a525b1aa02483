import type { RegisterName } from '../../infra/self-exclusion-register/port.ts';

/**
 * Per-country protection mode (docs/rules.md R46; docs/decisions/
 * 032-national-registers.md): which national register applies and whether the Swedish limit
 * rules do. Keyed by the customer's declared country. Türkiye, and every country not listed,
 * has no register and the site's ordinary rules.
 */
export type Jurisdiction = {
  register: RegisterName | null;
  /** Spellagen 14:7 and Spelinspektionen's limit rules: docs/rules.md R1, R10 and R14 in SE mode. */
  swedishRules: boolean;
  /**
   * UK mode (LCCP SR 3.2.11, LC 17): identity verified before any deposit or bet (docs/rules.md R34), so
   * a withdrawal never waits for identity that could have been asked for earlier (docs/rules.md R36).
   */
  identityBeforePlay: boolean;
};

const POLICY: Readonly<Record<string, Jurisdiction>> = {
  GB: { register: 'gamstop', swedishRules: false, identityBeforePlay: true },
  SE: { register: 'spelpaus', swedishRules: true, identityBeforePlay: false },
};
const NONE: Jurisdiction = { register: null, swedishRules: false, identityBeforePlay: false };

export const jurisdictionOf = (country: string): Jurisdiction => POLICY[country.toUpperCase()] ?? NONE;

/** The countries with rules of their own; every other country has the site's ordinary rules. */
export const JURISDICTION_COUNTRIES: readonly string[] = Object.keys(POLICY);

/** Countries whose register is checked daily in a batch (docs/rules.md R31: GAMSTOP). */
export const BATCH_COUNTRIES = ['GB'] as const;
