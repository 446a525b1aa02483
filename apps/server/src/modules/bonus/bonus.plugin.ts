import fp from 'fastify-plugin';
import { expireBonuses } from './expiry.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: {
      /** Ends active bonuses past their expiry; runs every minute, callable from tests. */
      expire(): Promise<number>;
    };
  }
}

const SWEEP_INTERVAL_MS = 60_000;

/** The bonus expiry sweep. Routes live in the route files. */
export const bonusPlugin = fp(
  async (app) => {
    app.decorate('bonuses', { expire: () => expireBonuses(app.db, app.notifier, app.log) });
    const sweep = setInterval(() => {
      trackJob('bonus-expiry', () => app.bonuses.expire()).catch((err: unknown) =>
        app.log.warn({ err }, 'bonus: expiry sweep failed'),
      );
    }, SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'bonuses', decorators: { fastify: ['db', 'notifier'] } },
);
