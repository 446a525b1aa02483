import path from 'node:path';
import { z } from 'zod';
import type { NodeEnv } from './fields.ts';
import type { Env } from './schema.ts';

/**
 * The casino catalogue from the aggregator's Operator API (docs/decisions/090-catalogue-sync.md):
 * `sim` asks the game-provider simulator (signing with a development key in DATA_DIR/keys),
 * `live` a real Hub88 with the operator's id and private key, `off` imports nothing. Unset:
 * `sim` outside production, `off` in production.
 */
export const catalogueEnv = {
  HUB88_OPERATOR_API: z.enum(['off', 'sim', 'live']).optional(),
  /** The Operator API base, e.g. https://api.hub88.io; paths /operator/generic/v2/… are appended. */
  HUB88_OPERATOR_API_URL: z.url().optional(),
  HUB88_OPERATOR_ID: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  /** The operator's RSA private key (PKCS#8 or PKCS#1): the PEM text itself, or a file holding it. */
  HUB88_OPERATOR_PRIVATE_KEY: z.string().min(1).optional(),
};

const PEM = /^-----BEGIN [A-Z ]*PRIVATE KEY-----/;

export function catalogueRules(env: Env, ctx: z.RefinementCtx) {
  const mode = env.HUB88_OPERATOR_API;
  if (mode === 'sim' && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['HUB88_OPERATOR_API'],
      message: 'cannot be sim when NODE_ENV=production (the game-provider simulator never runs there)',
    });
  }
  if (mode !== 'live') return;
  for (const name of ['HUB88_OPERATOR_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_OPERATOR_PRIVATE_KEY'] as const) {
    if (env[name] !== undefined) continue;
    ctx.addIssue({ code: 'custom', path: [name], message: 'is required when HUB88_OPERATOR_API=live' });
  }
}

export type CatalogueConfig = {
  mode: 'off' | 'sim' | 'live';
  /** The Operator API base; null in sim mode means the game simulator's own URL. */
  url: string | null;
  operatorId: number;
  /** PEM text, a file, or (sim mode, unset) the development pair in DATA_DIR/keys. */
  privateKey: { pem: string } | { file: string } | null;
};

export function catalogueConfig(e: Env, nodeEnv: NodeEnv): CatalogueConfig {
  const key = e.HUB88_OPERATOR_PRIVATE_KEY?.trim();
  return {
    mode: e.HUB88_OPERATOR_API ?? (nodeEnv === 'production' ? 'off' : 'sim'),
    url: e.HUB88_OPERATOR_API_URL?.replace(/\/+$/, '') ?? null,
    operatorId: e.HUB88_OPERATOR_ID ?? 1,
    privateKey: !key ? null : PEM.test(key) ? { pem: key } : { file: path.resolve(key) },
  };
}
