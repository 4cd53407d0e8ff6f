import nodemailer from 'nodemailer';
import type { DeliverableEmail, MailTransport } from './transport.ts';

/**
 * Delivery through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...` for TLS
 * from the start). Timeouts are short: a stuck server must fail the attempt (the sender retries later)
 * rather than hold the sending loop.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message: DeliverableEmail) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // Lets a receiving system recognise a retried message as the same one.
        messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@inmoperu>`,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
