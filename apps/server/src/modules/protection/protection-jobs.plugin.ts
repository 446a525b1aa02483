import fp from 'fastify-plugin';
import { sweepProtection } from './protection-jobs.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

/** Every minute: an ended block is audited within a minute of its end. */
const SWEEP_INTERVAL_MS = 60_000;

/** The protection sweep (protection-jobs.ts). Not in tests, which call sweepProtection themselves. */
export const protectionJobsPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) return;
    const sweep = setInterval(() => {
      trackJob('protection-sweep', () => sweepProtection(app.db)).catch((err: unknown) =>
        app.log.warn({ err }, 'protection: sweep failed'),
      );
    }, SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'protection-jobs', decorators: { fastify: ['db'] } },
);
