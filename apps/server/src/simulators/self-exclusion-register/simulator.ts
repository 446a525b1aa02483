import { createHash, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/swagger'; // types `schema.hide`
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type SimFault, type SimPerson, type SimRegister, matches, simPersonSchema } from './people.ts';

/** Where our app mounts the plugin. */
export const REGISTER_SIMULATOR_PREFIX = '/sim/registers';

export type RegisterSimulator = {
  plugin: FastifyPluginAsync;
  /** Marks a person excluded on one register (tests and E2E; also POST control/exclusions). */
  exclude(register: SimRegister, person: SimPerson): void;
  /** Forgets every marked person and fault. */
  reset(): void;
  /** Makes the register answer 500, or answer late, or behave again (POST control/fault). */
  fault(register: SimRegister, fault: SimFault): void;
  /** Lookups received per register (the retry tests count them). */
  calls: Record<SimRegister, number>;
};

const HIDDEN = { hide: true };
const REGISTERS = ['gamstop', 'spelpaus'] as const;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const registerSchema = z.enum(REGISTERS);
const faultBody = z.object({
  register: registerSchema,
  mode: z.enum(['ok', 'error', 'slow']),
  delayMs: z.coerce.number().int().min(0).max(60_000).default(10_000),
});

type RegisterState = {
  keyHash: Record<SimRegister, Buffer>;
  excluded: Record<SimRegister, SimPerson[]>;
  faults: Record<SimRegister, SimFault>;
  calls: Record<SimRegister, number>;
  timers: Set<NodeJS.Timeout>;
};

const keyOk = (s: RegisterState, register: SimRegister, given: string | undefined) =>
  !!given && timingSafeEqual(sha256(given), s.keyHash[register]);

const lookup = (s: RegisterState, register: SimRegister, asked: Record<string, string | undefined>) =>
  s.excluded[register].some((p) => matches(p, asked));

/** Applies the register's fault; true when the reply has been sent (an error). */
async function faulted(s: RegisterState, register: SimRegister, reply: FastifyReply): Promise<boolean> {
  const f = s.faults[register];
  if (f.mode === 'error') {
    await reply.code(500).send({ error: 'simulated outage' });
    return true;
  }
  if (f.mode === 'slow') {
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        s.timers.delete(t);
        resolve();
      }, f.delayMs);
      s.timers.add(t);
    });
  }
  return false;
}

/** The two registers' lookup APIs, each in its vendor's shape. */
function lookupRoutes(app: FastifyInstance, s: RegisterState) {
  app.post('/gamstop/v2', { schema: HIDDEN }, async (req: FastifyRequest, reply) => {
    s.calls.gamstop++;
    if (!keyOk(s, 'gamstop', req.headers['x-api-key'] as string | undefined)) return reply.code(403).send();
    if (await faulted(s, 'gamstop', reply)) return reply;
    const hit = lookup(s, 'gamstop', (req.body ?? {}) as Record<string, string>);
    return reply
      .header('x-exclusion', hit ? 'Y' : 'N')
      .header('x-unique-id', `sim-${s.calls.gamstop}`)
      .code(200)
      .send();
  });

  app.post('/spelpaus/api/v1/blocking-info', { schema: HIDDEN }, async (req: FastifyRequest, reply) => {
    s.calls.spelpaus++;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!keyOk(s, 'spelpaus', bearer)) return reply.code(401).send({ error: 'unauthorized' });
    if (await faulted(s, 'spelpaus', reply)) return reply;
    const hit = lookup(s, 'spelpaus', (req.body ?? {}) as Record<string, string>);
    return reply.code(200).send({ isBlocked: hit, requestId: `sim-${s.calls.spelpaus}` });
  });
}

function controlRoutes(app: FastifyInstance, s: RegisterState, reset: () => void) {
  // Tester controls (E2E): mark a person excluded, make a register fail or slow, reset.
  app.post('/control/exclusions', { schema: HIDDEN }, async (req, reply) => {
    const body = z.object({ register: registerSchema }).and(simPersonSchema).safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid person' });
    const { register, ...person } = body.data;
    s.excluded[register].push(person);
    return reply.code(204).send();
  });
  app.post('/control/fault', { schema: HIDDEN }, async (req, reply) => {
    const body = faultBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: 'invalid fault' });
    const { register, mode, delayMs } = body.data;
    s.faults[register] = mode === 'slow' ? { mode, delayMs } : { mode };
    return reply.code(204).send();
  });
  app.post('/control/reset', { schema: HIDDEN }, async (_req, reply) => {
    reset();
    return reply.code(204).send();
  });
}

/**
 * GAMSTOP and Spelpaus in shape (docs/decisions/032-national-registers.md): GAMSTOP answers a
 * form POST in the `X-Exclusion` header (Y/N/P), Spelpaus a JSON POST with `{isBlocked}`. Both
 * need the API key. The control routes and methods let tests mark people excluded and make a
 * register fail or answer slowly, so the fail-closed path can be shown.
 */
export function createRegisterSimulator(opts: { apiKeys: Record<SimRegister, string> }): RegisterSimulator {
  const s: RegisterState = {
    keyHash: { gamstop: sha256(opts.apiKeys.gamstop), spelpaus: sha256(opts.apiKeys.spelpaus) },
    excluded: { gamstop: [], spelpaus: [] },
    faults: { gamstop: { mode: 'ok' }, spelpaus: { mode: 'ok' } },
    calls: { gamstop: 0, spelpaus: 0 },
    timers: new Set<NodeJS.Timeout>(),
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onClose', async () => {
      for (const t of s.timers) clearTimeout(t);
    });
    lookupRoutes(app, s);
    controlRoutes(app, s, reset);
  };

  function reset() {
    for (const r of REGISTERS) {
      s.excluded[r] = [];
      s.faults[r] = { mode: 'ok' };
    }
  }

  return {
    plugin,
    exclude: (register, person) => void s.excluded[register].push(simPersonSchema.parse(person)),
    reset,
    fault: (register, f) => void (s.faults[register] = f),
    calls: s.calls,
  };
}
