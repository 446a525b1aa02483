import type { FastifyBaseLogger } from 'fastify';
import { applyQueuedDecisions } from './kyc-decision.service.ts';
import type { KycContext } from './kyc.service.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

/** Leftovers (a crash between storing and applying, another process's kick lost) wait at most this long. */
const SWEEP_MS = 10_000;

export type KycDecisionJob = {
  /** Work the queue now (after a webhook stored a delivery); never throws. */
  kick(): void;
  /** Resolves when no run is in progress: tests and shutdown wait on it. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs applyQueuedDecisions one run at a time per process: a kick during a run asks for one
 * more run after it, so a delivery stored mid-run is not left for the sweep.
 */
export function startKycDecisionJob(ctx: () => KycContext, log: FastifyBaseLogger): KycDecisionJob {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> =>
    trackJob('kyc-decisions', () => applyQueuedDecisions(ctx()))
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'kyc: decision job failed'))
      .then(() => {
        if (again && !stopped) {
          again = false;
          return run();
        }
        running = null;
      });
  const kick = () => {
    if (stopped) return;
    if (running) again = true;
    else running = run();
  };
  const sweep = setInterval(kick, SWEEP_MS).unref();
  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      while (running) await running;
    },
  };
}
