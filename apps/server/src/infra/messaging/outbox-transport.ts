import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MessageTransport } from './messenger.ts';

/** Development and test channel: messages land in a table that GET /api/dev/outbox shows. */
export function outboxTransport(db: Kysely<Database>): MessageTransport {
  return {
    name: 'outbox',
    async deliver(m) {
      await db
        .insertInto('message_outbox')
        .values({ channel: m.channel, recipient: m.to, subject: m.subject, body: m.text, locale: m.locale })
        .execute();
    },
  };
}

/** Production without a configured channel: every message fails, loudly, in the error log. */
export function missingTransport(channel: 'sms' | 'email'): MessageTransport {
  return {
    name: 'none',
    async deliver() {
      throw new Error(
        channel === 'sms'
          ? 'no SMS gateway configured (set NETGSM_USERCODE, NETGSM_PASSWORD, NETGSM_HEADER)'
          : 'no mail server configured (set SMTP_URL)',
      );
    },
  };
}
