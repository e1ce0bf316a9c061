import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise mail is kept in the outbox table and printed to the
 * log, so password resets work with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // The SMTP client loads with the first mail, not with the server.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await options.db.insert(outboxEmails).values(message);
      options.log.info({ to: message.to, subject: message.subject }, `Mail (outbox): ${message.text}`);
    },
  };
}
