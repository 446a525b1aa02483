import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { type Messenger, createMessenger } from './messenger.ts';
import { netgsmTransport } from './netgsm-transport.ts';
import { missingTransport, outboxTransport } from './outbox-transport.ts';
import { smtpTransport } from './smtp-transport.ts';

export type { Messenger, OutgoingMessage } from './messenger.ts';

/**
 * Picks each channel's way out: the configured gateway, else the development outbox, except in
 * production, where an unconfigured channel fails every message in the error log (and warns
 * at start) rather than storing codes in a table nobody reads.
 */
export function messengerFromConfig(config: Config, db: Kysely<Database>, log: FastifyBaseLogger) {
  const production = config.env === 'production';
  const smtp = config.smtp ? smtpTransport(config.smtp.url, config.smtp.from) : null;
  const fallback = (channel: 'sms' | 'email') =>
    production ? missingTransport(channel) : outboxTransport(db);
  if (production && !smtp) log.warn('SMTP_URL is not set: e-mails (password reset) will fail');
  if (production && !config.netgsm) log.warn('NETGSM_* is not set: SMS (phone verification) will fail');
  const messenger: Messenger = createMessenger(
    {
      email: smtp ?? fallback('email'),
      sms: config.netgsm ? netgsmTransport(config.netgsm) : fallback('sms'),
    },
    log,
  );
  return { messenger, close: () => smtp?.close() };
}
