import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { OPERATOR_API, hub88RewardCreateSchema } from '../../lib/hub88/operator-api.ts';
import type { RewardError, RewardStore } from './freebets.ts';
import type { OperatorGate } from './operator.routes.ts';

const HIDDEN = { hide: true };
const operatorId = z.number().int();
const createBody = hub88RewardCreateSchema.extend({ operator_id: operatorId });
const listBody = z.object({
  operator_id: operatorId,
  user: z.string().max(255).optional(),
  operator_reference: z.string().max(255).optional(),
});
const cancelBody = z.object({ operator_id: operatorId, reward_uuid: z.string().min(1).max(64) });

const send = <T extends object>(reply: FastifyReply, r: T | RewardError) =>
  'error' in r && 'status' in r && typeof r.status === 'number'
    ? reply.code(r.status).send({ error: r.error })
    : reply.send(r);

/**
 * Hub88's Freebets rewards on the simulator's Operator API (docs/decisions/099-free-rounds.md):
 * freebet/rewards/create, list and cancel, each signed and checked like the catalogue calls
 * (the gate: outage, signature, body, operator id). Not rate limited (only the lists are).
 */
export function rewardRoutes(app: FastifyInstance, gate: OperatorGate, rewards: RewardStore) {
  app.post(OPERATOR_API.rewardCreate, { schema: HIDDEN }, async (req, reply) => {
    const body = gate.accept(req, reply, createBody);
    if (!body) return reply;
    const { operator_id: _, ...reward } = body;
    return send(reply, rewards.create(reward));
  });
  app.post(OPERATOR_API.rewardList, { schema: HIDDEN }, async (req, reply) => {
    const body = gate.accept(req, reply, listBody);
    if (!body) return reply;
    return rewards.list(body);
  });
  app.post(OPERATOR_API.rewardCancel, { schema: HIDDEN }, async (req, reply) => {
    const body = gate.accept(req, reply, cancelBody);
    if (!body) return reply;
    return send(reply, rewards.cancel(body.reward_uuid));
  });
}
