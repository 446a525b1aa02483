import type { Locale } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../lib/phone.ts';

export type Channel = 'sms' | 'email';

export type OutgoingMessage = {
  channel: Channel;
  /** International phone digits (sms) or the stored e-mail address (email). */
  to: string;
  subject: string;
  text: string;
  locale: Locale;
};

/** One way out per channel: an SMS gateway, a mail server, or the development outbox. */
export interface MessageTransport {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

export type Messenger = {
  /**
   * Hands a message to its channel without waiting: the caller's answer must not depend on
   * delivery time (a reset request answers the same, as fast, for unknown accounts).
   * Failures are logged with the channel and a masked recipient, never the text (it holds codes).
   */
  send(message: OutgoingMessage): void;
  /** Resolves when every message handed over so far has been delivered or has failed. */
  flush(): Promise<void>;
};

export const maskRecipient = (m: Pick<OutgoingMessage, 'channel' | 'to'>) =>
  m.channel === 'sms' ? maskPhone(m.to) : m.to.replace(/^(.).*(@.*)$/, '$1***$2');

export function createMessenger(
  transports: Record<Channel, MessageTransport>,
  log: FastifyBaseLogger,
): Messenger {
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const transport = transports[message.channel];
      const job = transport
        .deliver(message)
        .then(() =>
          log.info(
            { channel: message.channel, via: transport.name, to: maskRecipient(message) },
            'message sent',
          ),
        )
        .catch((err: unknown) =>
          log.error(
            {
              channel: message.channel,
              via: transport.name,
              to: maskRecipient(message),
              error: (err as Error).message,
            },
            'message delivery failed',
          ),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
