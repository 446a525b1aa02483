import type { z } from 'zod';
import { betcoRules } from './betco.ts';
import { betsyRules } from './betsy.ts';
import { isLoopbackHost } from './fields.ts';
import { nowpaymentsRules } from './nowpayments.ts';
import { paparaRules } from './papara-env.ts';
import { productionRequired, productionSafety, productionSecrets } from './production-rules.ts';
import { catalogueRules } from './catalogue.ts';
import { gameProviderInProduction } from './provider-rules.ts';
import type { Env } from './schema.ts';

/** The rules that tie several variables together; every broken one is reported, not the first. */
export function refineEnv(env: Env, ctx: z.RefinementCtx) {
  const production = env.NODE_ENV === 'production';
  setTogether(env, ctx);
  paparaRules(env, ctx);
  if (production) productionRequired(env, ctx);
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_MIGRATION_URL'],
      message: 'needs DATABASE_URL too: it is the owner role that migrates the DATABASE_URL database',
    });
  }
  if (production) gameProviderInProduction(env, ctx);
  nowpaymentsRules(env, ctx);
  catalogueRules(env, ctx);
  betsyRules(env, ctx);
  betcoRules(env, ctx);
  if (env.WEB_CONCURRENCY > 1) severalProcesses(env, ctx);
  if (production) productionSecrets(env, ctx);
  if (!env.NODE_ENV && !env.DEMO_MODE && env.HOST && !isLoopbackHost(env.HOST)) {
    ctx.addIssue({
      code: 'custom',
      path: ['NODE_ENV'],
      message:
        `is not set and HOST=${env.HOST} is reachable from other machines: set NODE_ENV=production ` +
        'for real players, or DEMO_MODE=true for a demo (simulators, dev outbox, no real money)',
    });
  }
  if (production) productionSafety(env, ctx);
  if (env.LALEBET_FAULT && env.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['LALEBET_FAULT'], message: 'is honoured only when NODE_ENV=test' });
  }
}

/** Credentials that mean nothing alone. */
function setTogether(env: Env, ctx: z.RefinementCtx) {
  if (!env.ADMIN_USERNAME !== !env.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
    });
  }
  const netgsm = [env.NETGSM_USERCODE, env.NETGSM_PASSWORD, env.NETGSM_HEADER].filter(Boolean).length;
  if (netgsm !== 0 && netgsm !== 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['NETGSM_USERCODE'],
      message: 'set NETGSM_USERCODE, NETGSM_PASSWORD and NETGSM_HEADER together',
    });
  }
}

/**
 * Several processes share only what lives in PostgreSQL and Redis: PGlite is one process's
 * database, and the built-in simulators keep their payments and game sessions in memory.
 */
function severalProcesses(env: Env, ctx: z.RefinementCtx) {
  const need = (name: keyof Env, why: string) => {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `is required when WEB_CONCURRENCY > 1: ${why}` });
  };
  need(
    'DATABASE_URL',
    'the processes must share a PostgreSQL database (the embedded PGlite database serves one process only)',
  );
  need('REDIS_URL', 'the processes share sessions, rate limits, hub tickets and hub messages through Redis');
  if (env.NODE_ENV === 'production') return;
  // The feed simulator runs by default in development only (tests turn it on where they need it).
  if (env.NODE_ENV === 'development') {
    need(
      'FEED_AMQP_URL',
      'the feed simulator runs in the first process only and the others receive its messages through the broker',
    );
  }
  need(
    'PAYMENT_GATEWAY_URL',
    'the built-in gateway simulator keeps payments in one process; run it alone (see README) and point this at it',
  );
  if (env.NODE_ENV === 'development') {
    need(
      'GAME_PROVIDER_URL',
      'the built-in game simulator keeps its sessions in one process; run it alone (see README) and point this at it',
    );
  }
}
