import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  GAME_LIST_INTERVAL_MS,
  OPERATOR_API,
  hub88GameSchema,
  hub88ProductSchema,
} from '../../lib/hub88/operator-api.ts';
import { HUB88_SIGNATURE_HEADER } from '../../lib/hub88/protocol.ts';
import { verifyBody } from '../../lib/hub88/signature.ts';
import { fromLoopback } from '../../plugins/sim-control.ts';
import type { RewardStore } from './freebets.ts';
import { rewardRoutes } from './freebet.routes.ts';
import { type OperatorCatalogue, prepaidsOf } from './operator-catalogue.ts';

const HIDDEN = { hide: true };
/** What every Operator API body carries; each call reads its own fields from the rest. */
const listBody = z.object({
  operator_id: z.number().int(),
  product_code: z.string().optional(),
  game_code: z.string().max(100).optional(),
  currency: z.string().max(3).optional(),
});
const controlBody = z.object({
  games: z.array(hub88GameSchema.loose()).max(100).optional(),
  products: z
    .array(hub88ProductSchema.extend({ enabled_currencies: z.array(z.string()).default([]) }))
    .max(20)
    .optional(),
  remove: z.array(z.string()).max(100).optional(),
  /** Fault: the next `count` Operator API calls answer `status` (a provider outage). */
  fail: z
    .object({ status: z.number().int().min(500).max(599), count: z.number().int().min(1).max(10) })
    .optional(),
});

export type OperatorApiOptions = {
  catalogue: OperatorCatalogue;
  /** The operator registered with this aggregator, and the public key its requests are checked with. */
  operatorId: number;
  operatorKey: () => KeyObject;
  now?: () => number;
  /** Freebets rewards (docs/decisions/099-free-rounds.md): rewards/create, list and cancel. */
  rewards?: RewardStore;
};

const parseJson = (body: unknown): unknown => {
  try {
    return JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : '');
  } catch {
    return null;
  }
};

/**
 * What every Operator API call passes: an injected outage, the operator's signature over the raw
 * body, a well-formed body with the registered operator id, and for the limited calls the
 * one-a-minute window. Each check answers Hub88's `{ error }` itself and returns null.
 */
function createGate(opts: OperatorApiOptions) {
  const now = opts.now ?? Date.now;
  // One window per limited call: game/list and freebet/prepaids/list.
  const lastCall = new Map<string, number>();
  const gate = {
    outage: { status: 503, count: 0 },
    /** True (and the 429 sent) when `path` was answered less than a minute ago. */
    limited(path: string, reply: FastifyReply) {
      if (now() - (lastCall.get(path) ?? -Infinity) < GAME_LIST_INTERVAL_MS) {
        void reply.code(429).send({ error: `Too Many Requests: ${path} allows 1 request per minute` });
        return true;
      }
      lastCall.set(path, now());
      return false;
    },
    /** The signed, parsed body of an Operator API call, or null once the error is sent. */
    accept<T extends { operator_id: number } = z.infer<typeof listBody>>(
      req: FastifyRequest,
      reply: FastifyReply,
      schema: z.ZodType<T> = listBody as unknown as z.ZodType<T>,
    ): T | null {
      if (gate.outage.count > 0) {
        gate.outage.count--;
        void reply.code(gate.outage.status).send({ error: 'service unavailable' });
        return null;
      }
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const sig = req.headers[HUB88_SIGNATURE_HEADER];
      if (!verifyBody(raw, typeof sig === 'string' ? sig : undefined, opts.operatorKey())) {
        void reply.code(401).send({ error: 'invalid signature' });
        return null;
      }
      const parsed = schema.safeParse(parseJson(raw));
      if (!parsed.success) {
        void reply.code(400).send({ error: 'invalid request body' });
        return null;
      }
      if (parsed.data.operator_id !== opts.operatorId) {
        void reply.code(401).send({ error: 'unknown operator_id: invalid signature key' });
        return null;
      }
      return parsed.data;
    },
  };
  return gate;
}
export type OperatorGate = ReturnType<typeof createGate>;

/**
 * Hub88's Operator API, catalogue calls (docs/decisions/090-catalogue-sync.md): game/list,
 * products/list and freebet/prepaids/list, each signed by the operator (X-Hub88-Signature over
 * the raw body, checked against its registered public key: 401 otherwise), game/list and
 * prepaids/list at most once a minute each (429). Errors are Hub88's `{ error }` bodies.
 * POST /sim/catalogue changes what they list, or makes the next calls fail with a 5xx.
 */
export function operatorRoutes(opts: OperatorApiOptions) {
  const gate = createGate(opts);
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(OPERATOR_API.gameList, { schema: HIDDEN }, async (req, reply) => {
      const body = gate.accept(req, reply);
      if (!body || gate.limited(OPERATOR_API.gameList, reply)) return reply;
      const all = opts.catalogue.games();
      if (!body.product_code) return all;
      const product = opts.catalogue.products().find((p) => p.product_code === body.product_code);
      return all.filter((g) => g.product === product?.product_name);
    });

    app.post(OPERATOR_API.productList, { schema: HIDDEN }, async (req, reply) => {
      if (!gate.accept(req, reply)) return reply;
      return opts.catalogue.products();
    });

    app.post(OPERATOR_API.prepaidList, { schema: HIDDEN }, async (req, reply) => {
      const body = gate.accept(req, reply);
      if (!body || gate.limited(OPERATOR_API.prepaidList, reply)) return reply;
      const game = opts.catalogue.games().find((g) => g.game_code === body.game_code);
      return game?.freebet_support === true && body.currency ? prepaidsOf(game.game_code, body.currency) : [];
    });

    if (opts.rewards) rewardRoutes(app, gate, opts.rewards);

    // A control route: from this machine only, like the main server's /sim/* controls.
    app.post('/sim/catalogue', { schema: HIDDEN }, async (req, reply) => {
      if (!fromLoopback(req)) return reply.code(403).send({ error: 'control routes answer loopback only' });
      const parsed = controlBody.safeParse(parseJson(req.body));
      if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
      opts.catalogue.change(parsed.data);
      if (parsed.data.fail) gate.outage = { ...parsed.data.fail };
      return { games: opts.catalogue.games().length };
    });
  };
}
