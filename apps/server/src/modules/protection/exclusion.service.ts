import type {
  CloseAccountRequest,
  ExclusionStarted,
  ProtectionEventDto,
  SelfExclusionRequest,
  TimeoutRequest,
} from '@lalebet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { closeAccount, type ExclusionContext, startExclusion } from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';

/** The exclusion context of a request: the hub push goes to every tab of the player. */
export function exclusionContext(app: FastifyInstance, req: FastifyRequest | null): ExclusionContext {
  return {
    db: app.db,
    events: app.sessionEvents,
    meta: req ? requestMeta(req) : null,
    push: (customerId: bigint, event: ProtectionEventDto) =>
      app.hub.send([{ customerId, message: { command: 'Protection', message: event } }]),
  };
}

const started = (kind: ExclusionStarted['kind'], until: Date | null): ExclusionStarted => ({
  kind,
  until: until?.toISOString() ?? null,
});

/** POST customer/timeout (docs/rules.md R23): at once; refused if it would end before the block in force. */
export async function takeTimeout(ctx: ExclusionContext, customerId: bigint, body: TimeoutRequest) {
  const { until } = await startExclusion(ctx, {
    customerId,
    kind: 'timeout',
    period: body.period,
    reason: null,
    actor: { kind: 'player', id: customerId },
  });
  return started('timeout', until);
}

/** POST customer/selfexclusion (docs/rules.md R24-R26): at once, no KYC needed, 6 months at least. */
export async function selfExclude(ctx: ExclusionContext, customerId: bigint, body: SelfExclusionRequest) {
  const { until } = await startExclusion(ctx, {
    customerId,
    kind: 'self_exclusion',
    period: body.period,
    reason: null,
    actor: { kind: 'player', id: customerId },
  });
  return started('self_exclusion', until);
}

/** POST customer/close (docs/rules.md R38). */
export async function closeOwnAccount(ctx: ExclusionContext, customerId: bigint, body: CloseAccountRequest) {
  await closeAccount(ctx, customerId, body.reason);
  return started('closed', null);
}

/** POST admin/customers/:id/timeout: staff impose a time-out with a reason; the audit names them. */
export async function staffTimeout(
  ctx: ExclusionContext,
  admin: AuthenticatedAdmin,
  customerId: bigint,
  body: { period: TimeoutRequest['period']; reason: string },
) {
  const exists = await ctx.db
    .selectFrom('customer')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND');
  const { until } = await startExclusion(ctx, {
    customerId,
    kind: 'timeout',
    period: body.period,
    reason: body.reason,
    actor: { kind: 'staff', id: admin.id },
  });
  return started('timeout', until);
}
