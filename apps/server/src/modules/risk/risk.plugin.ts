import fp from 'fastify-plugin';
import { notifyStaffQueue } from '../../core/staff-queues.ts';
import { scanRecentlyActive } from '../../core/protection/index.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

/** Every 15 minutes, the players active in the last hour (overlap is harmless: flags dedupe). */
const SCAN_INTERVAL_MS = 15 * 60_000;

/**
 * The markers-of-harm job (docs/rules.md R39, docs/decisions/027-age-and-country.md). Not in tests, which
 * call scanMarkers themselves.
 */
export const riskPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) return;
    const scan = setInterval(() => {
      // app.hub is read when the scan runs: the hub plugin is registered after this one.
      trackJob('risk-scan', () =>
        scanRecentlyActive(app.db, 1, () => notifyStaffQueue(app, 'protectionFlags')),
      ).catch((err: unknown) => app.log.warn({ err }, 'risk: marker scan failed'));
    }, SCAN_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(scan));
  },
  { name: 'risk', decorators: { fastify: ['db'] } },
);
