import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database, Executor } from '../db/client';
import { outboxEmails } from '../db/schema';
import { enqueueJobs, type JobHandler } from './jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An attachment as the outbox table keeps it: its content in base64. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const storedAttachments = (attachments: MailAttachment[] | undefined): StoredAttachment[] | null =>
  attachments?.length ? attachments.map((a) => ({ ...a, content: a.content.toString('base64') })) : null;

const mailAttachments = (stored: StoredAttachment[] | null): MailAttachment[] =>
  (stored ?? []).map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') }));

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
    const transport = smtpTransport(options.smtpUrl);
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await options.db.insert(outboxEmails).values({ ...message, attachments: storedAttachments(message.attachments) });
      logOutboxMail(options.log, message);
    },
  };
}

/** The SMTP client, loaded with the first mail rather than with the server. */
function smtpTransport(smtpUrl: string): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
}

/**
 * The log is the development mailbox: a mail kept in the outbox is printed whole, its attachments
 * in base64, so what was sent can be read without a mail server.
 */
function logOutboxMail(
  log: Pick<FastifyBaseLogger, 'info'>,
  message: Pick<MailMessage, 'to' | 'subject' | 'text' | 'attachments'>,
) {
  const attachments = storedAttachments(message.attachments);
  log.info(
    { to: message.to, subject: message.subject, ...(attachments ? { attachments } : {}) },
    `Mail (outbox): ${message.text}`,
  );
}

/** The queue of the job that hands a queued mail to SMTP. */
export const mailDeliveryQueue = 'mail-delivery';

/**
 * Mail that is part of a transaction (a reminder digest and what it records commit together,
 * docs/decisions/022): `queue` writes the message to the outbox table in the caller's
 * transaction. Without SMTP_URL that row is the mail (and it is logged once the transaction has
 * committed). With SMTP_URL a delivery job is enqueued in the same transaction; `delivery` (a
 * leased job, platform/jobs.ts) hands the message to SMTP and marks it delivered: at least once,
 * with a Message-ID made from the row's id, so a second hand-over after a crash is recognisable.
 */
export interface MailQueue {
  queue(tx: Executor, message: MailMessage, afterCommit: (effect: () => void) => void): Promise<void>;
  delivery: JobHandler;
}

export function createMailQueue(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): MailQueue {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined;
  return {
    async queue(tx, message, afterCommit) {
      const [row] = await tx
        .insert(outboxEmails)
        .values({
          ...message,
          headers: message.headers ?? null,
          attachments: storedAttachments(message.attachments),
        })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('The mail could not be queued');
      if (transport) await enqueueJobs(tx, [{ queue: mailDeliveryQueue, key: row.id, payload: { mailId: row.id } }]);
      else afterCommit(() => logOutboxMail(options.log, message));
    },
    delivery: {
      mode: 'leased',
      leaseSeconds: 300,
      async run(job) {
        if (!transport) return;
        const mailId = String(job.payload.mailId);
        const [mail] = await options.db.select().from(outboxEmails).where(eq(outboxEmails.id, mailId));
        if (!mail || mail.deliveredAt) return;
        await (
          await transport()
        ).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          headers: mail.headers ?? {},
          attachments: mailAttachments(mail.attachments),
          messageId: `<${mail.id}@pitboard.mail>`,
        });
        await options.db.update(outboxEmails).set({ deliveredAt: new Date() }).where(eq(outboxEmails.id, mailId));
      },
    },
  };
}
