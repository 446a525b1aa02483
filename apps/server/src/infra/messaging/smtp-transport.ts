import nodemailer from 'nodemailer';
import type { MessageTransport } from './messenger.ts';

/**
 * True when SMTP_URL protects the connection: `smtps://` (TLS from the first byte) or
 * `smtp://…?requireTLS=true` (STARTTLS, and the send fails when the server does not offer it).
 * A plain `smtp://` upgrades only when offered, so anyone on the path can strip the STARTTLS
 * offer and read the reset codes.
 */
export function smtpUrlRequiresTls(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'smtps:') return true;
  const values = u.searchParams.getAll('requireTLS');
  return values.length === 1 && values[0] === 'true';
}

/**
 * E-mail through the operator's mail server (SMTP_URL, e.g. smtps://user:pass@mail.example.com
 * or smtp://user:pass@mail.example.com:587?requireTLS=true). nodemailer reads the URL's query
 * as transport options; requireTLS is also set explicitly, so it never depends on that parsing.
 */
export function smtpTransport(url: string, from: string): MessageTransport & { close(): void } {
  const transporter = smtpUrlRequiresTls(url)
    ? nodemailer.createTransport({ url, requireTLS: !url.startsWith('smtps:') })
    : nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(m) {
      await transporter.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        headers: { 'Content-Language': m.locale },
      });
    },
    close: () => transporter.close(),
  };
}
