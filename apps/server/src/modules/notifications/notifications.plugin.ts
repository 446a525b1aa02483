import fp from 'fastify-plugin';
import { type Notifier, createNotifier } from './notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tell a customer something: stored for the notification list and pushed through the hub. */
    notifier: Notifier;
  }
}

/** Needs `app.hub` (plugins/hub.ts), so it is registered after it. */
export const notificationsPlugin = fp(
  async (app) => {
    app.decorate('notifier', createNotifier(app.db, app.hub));
  },
  { name: 'notifications', decorators: { fastify: ['db', 'hub'] } },
);
