import nodemailer from 'nodemailer';
import type { MessageTransport } from './messenger.ts';

/** E-mail through the operator's mail server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function smtpTransport(url: string, from: string): MessageTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
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
