import type { ReconciliationFlag, ReconciliationRun } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import type { GatewayRegistry } from '../../../infra/payment-gateway/registry.ts';
import { AppError } from '../../../lib/app-error.ts';
import { DAY_MS, clock } from '../../../lib/clock.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import { reconcile } from './compare.ts';
import { insertFlags, lockFlag, markResolved } from './flags.repository.ts';
import { claimDailyRun, finishRun, loadOurs, startRun } from './reconciliation.repository.ts';

export type ReconciliationDeps = { db: Kysely<Database>; gateways: GatewayRegistry; log: FastifyBaseLogger };
type Admin = { id: bigint; meta: RequestMeta } | null;

/** Days are UTC days (ADR 098): the providers' lists and our timestamps are compared in UTC. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
export const yesterday = (now: Date) => utcDay(new Date(now.getTime() - DAY_MS));

const toRun = (r: Awaited<ReturnType<typeof finishRun>>): ReconciliationRun => ({
  id: r.id,
  provider: r.provider,
  day: r.day,
  status: r.status,
  theirs: r.theirs,
  ours: r.ours,
  flags: r.flags,
  error: r.error,
});

/** One run of one provider's day: read their list, compare, record the flags, finish, audit. */
async function execute(deps: ReconciliationDeps, runId: number, provider: string, day: string, admin: Admin) {
  const from = new Date(`${day}T00:00:00Z`);
  const window = { from, to: new Date(from.getTime() + DAY_MS) };
  let theirs;
  try {
    const pad = { from: new Date(from.getTime() - DAY_MS), to: new Date(window.to.getTime() + DAY_MS) };
    theirs = await deps.gateways.get(provider)!.listTransactions!(pad.from, pad.to);
  } catch (err) {
    deps.log.warn({ err, provider, day }, 'payments: reconciliation could not read the provider list');
    return toRun(
      await finishRun(deps.db, runId, { at: clock.now(), error: (err as Error).message.slice(0, 200) }),
    );
  }
  const ours = await loadOurs(deps.db, provider, window, theirs);
  const flags = reconcile({ ours, theirs, window });
  return deps.db.transaction().execute(async (trx) => {
    const at = clock.now();
    const raised = await insertFlags(trx, provider, day, flags, at);
    const run = await finishRun(trx, runId, {
      at,
      theirs: theirs.length,
      ours: ours.length,
      flags: raised,
    });
    await audit(trx, {
      actor: admin ? { kind: 'admin', id: admin.id } : { kind: 'system', id: null },
      event: 'payment_reconciliation_run',
      meta: admin?.meta ?? null,
      details: { runId, provider, day, theirs: theirs.length, ours: ours.length, flags: raised },
    });
    if (raised) deps.log.warn({ provider, day, flags: raised }, 'payments: reconciliation raised flags');
    return toRun(run);
  });
}

/**
 * The daily reconciliation (docs/decisions/098-payment-reconciliation.md): the provider's list
 * over the day padded by a day each side, our payments that may match, the pure comparison, then
 * the flags, the run's counts and the audit row in one transaction. A list that cannot be read
 * fails the run and raises nothing.
 */
export function createReconciliation(deps: ReconciliationDeps) {
  const listerOf = (provider: string) => {
    const gateway = deps.gateways.get(provider);
    return gateway?.listTransactions ? gateway : null;
  };

  return {
    providers: () => deps.gateways.names().filter((n) => listerOf(n)),
    /** A back-office run of one provider's day (default yesterday); safe to repeat. */
    async runNow(provider: string, day: string | undefined, admin: NonNullable<Admin>) {
      if (!listerOf(provider)) throw new AppError('RECONCILIATION_PROVIDER_UNKNOWN');
      const d = day ?? yesterday(clock.now());
      const id = await startRun(deps.db, {
        provider,
        day: d,
        trigger: 'manual',
        adminId: admin.id,
        at: clock.now(),
      });
      const run = await execute(deps, id, provider, d, admin);
      if (run.status === 'failed') throw new AppError('RECONCILIATION_FAILED', { data: { run } });
      return run;
    },
    /** The job's tick: yesterday of each provider with a list, once (one process wins the claim). */
    async runDue(): Promise<ReconciliationRun[]> {
      const done: ReconciliationRun[] = [];
      for (const provider of deps.gateways.names().filter((n) => listerOf(n))) {
        const day = yesterday(clock.now());
        const id = await claimDailyRun(deps.db, provider, day, clock.now());
        if (id !== null) done.push(await execute(deps, id, provider, day, null));
      }
      return done;
    },
    async resolve(id: bigint, note: string, admin: NonNullable<Admin>): Promise<ReconciliationFlag> {
      return deps.db.transaction().execute(async (trx) => {
        const flag = await lockFlag(trx, id);
        if (!flag) throw new AppError('RECONCILIATION_FLAG_NOT_FOUND');
        if (flag.resolved_at) throw new AppError('RECONCILIATION_FLAG_RESOLVED');
        const resolved = await markResolved(trx, id, admin.id, note, clock.now());
        await audit(trx, {
          actor: { kind: 'admin', id: admin.id },
          event: 'payment_reconciliation_flag_resolved',
          meta: admin.meta,
          details: { flagId: String(id), provider: flag.provider, day: flag.day, kind: flag.kind, note },
        });
        return resolved;
      });
    },
  };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
