import type { Generated } from 'kysely';

/** Development stand-in for the SMS gateway and the mail server. */
export interface MessageOutboxTable {
  id: Generated<bigint>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  locale: string;
  created_at: Generated<Date>;
}

export interface MessagingTables {
  message_outbox: MessageOutboxTable;
}
