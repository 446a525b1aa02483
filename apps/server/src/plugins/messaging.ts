import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Messenger, messengerFromConfig } from '../infra/messaging/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing SMS and e-mail (NetGSM, SMTP, or the development outbox). */
    messenger: Messenger;
  }
}

export const messagingPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const { messenger, close } = messengerFromConfig(config, app.db, app.log);
  app.decorate('messenger', messenger);
  // Let messages already handed over finish before the database goes away.
  app.addHook('onClose', async () => {
    await messenger.flush();
    close();
  });
});
