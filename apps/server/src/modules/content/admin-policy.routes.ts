import {
  adminPolicyOptionListSchema,
  adminSiteOptionKeyParamsSchema,
  adminSiteOptionUpdateSchema,
  approveRequestSchema,
  envelope,
  policyChangeResultSchema,
  rejectRequestSchema,
} from '@lalebet/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approverOf, describeApprovals } from '../../core/approvals/index.ts';
import { ok } from '../../lib/envelope.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { adminOf } from '../../plugins/auth.ts';
import { describePolicyChanges } from './admin-policy.approvals.ts';
import { assertMayDecide, listPolicyOptions, setPolicyOption } from './admin-policy.service.ts';
import { approvePolicyChange, rejectPolicyChange } from './admin-policy-decide.service.ts';

const tags = ['admin', 'content'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The policy settings, and a change to one (at once, or a request for a second approver). */
const policyOptionRoutes: FastifyPluginAsyncZod<{ chatScriptOrigin?: string | undefined }> = async (
  app,
  opts,
) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.get(
    '/admin/policy/options',
    {
      config: { permission: 'policy:manage' },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every policy setting with its floor, ceiling, loosening direction and pending changes',
        response: { 200: envelope(adminPolicyOptionListSchema) },
      },
    },
    async (req) => {
      const viewer = await approverOf(app.db, { id: adminOf(req).id, permissions: req.admin?.permissions });
      return ok(await listPolicyOptions(ctx(req), viewer));
    },
  );

  app.put(
    '/admin/policy/options/:key',
    {
      config: { permission: 'policy:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Set a policy setting: tightening applies now, loosening waits for a second person',
        params: adminSiteOptionKeyParamsSchema,
        body: adminSiteOptionUpdateSchema,
        response: { 200: envelope(policyChangeResultSchema) },
      },
    },
    async (req) => {
      assertMayDecide(req.admin?.permissions, req.params.key);
      const policyCtx = { ...ctx(req), chatScriptOrigin: opts.chatScriptOrigin };
      return ok(await setPolicyOption(policyCtx, adminOf(req), req.params.key, req.body));
    },
  );
};

/** The second approver decides a policy change (four eyes). */
const policyRequestRoutes: FastifyPluginAsyncZod<{ chatScriptOrigin?: string | undefined }> = async (app) => {
  const ctx = (req: FastifyRequest) => ({ db: app.db, meta: requestMeta(req) });
  app.post(
    '/admin/policy/requests/:id/approve',
    {
      config: { permission: 'policy:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Approve someone else's policy change (the hash you reviewed): it applies at once",
        params: idParams,
        body: approveRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await approvePolicyChange(
        ctx(req),
        { ...adminOf(req), permissions: req.admin?.permissions },
        BigInt(req.params.id),
        req.body.payloadHash,
      );
      return ok(null);
    },
  );

  app.post(
    '/admin/policy/requests/:id/reject',
    {
      config: { permission: 'policy:manage', stepUp: true },
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Reject someone else's policy change with a reason",
        params: idParams,
        body: rejectRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await rejectPolicyChange(
        ctx(req),
        { ...adminOf(req), permissions: req.admin?.permissions },
        BigInt(req.params.id),
        req.body.reason,
      );
      return ok(null);
    },
  );
};

/**
 * Policy settings (docs/decisions/043-policy-settings.md): the site options that guard money
 * or protection, behind `policy:manage`; every change needs step-up, and a loosening one a
 * second person. Registered by adminSiteRoutes (its noStore hook covers these too).
 */
export const adminPolicyRoutes: FastifyPluginAsyncZod<{ chatScriptOrigin?: string | undefined }> = async (
  app,
  opts,
) => {
  describeApprovals('site_option', describePolicyChanges);
  await app.register(policyOptionRoutes, opts);
  await app.register(policyRequestRoutes, opts);
};
