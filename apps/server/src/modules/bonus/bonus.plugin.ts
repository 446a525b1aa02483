import fp from 'fastify-plugin';
import { expireBonuses } from './expiry.ts';
import { cancelEndedRewards } from './free-rounds-cancel.ts';
import { trackJob } from '../../infra/metrics/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: {
      /** Ends active bonuses past their expiry; runs every minute, callable from tests. */
      expire(): Promise<number>;
      /** Cancels at the provider the free-rounds rewards of ended bonuses (ADR 099). */
      cancelRewards(): Promise<number>;
    };
  }
}

const SWEEP_INTERVAL_MS = 60_000;

/** The bonus expiry sweep. Routes live in the route files. */
export const bonusPlugin = fp(
  async (app) => {
    app.decorate('bonuses', {
      expire: () => expireBonuses(app.db, app.notifier, app.log),
      cancelRewards: () =>
        cancelEndedRewards(app.db, app.hasDecorator('operatorApi') ? app.operatorApi : null, app.log),
    });
    const sweep = setInterval(() => {
      trackJob(
        'bonus-expiry',
        async () => (await app.bonuses.expire()) + (await app.bonuses.cancelRewards()),
      ).catch((err: unknown) => app.log.warn({ err }, 'bonus: expiry sweep failed'));
    }, SWEEP_INTERVAL_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'bonuses', decorators: { fastify: ['db', 'notifier'] } },
);
