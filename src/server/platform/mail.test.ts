import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs, outboxEmails } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { createJobRunner } from './jobs';
import { createMailer, createMailQueue, mailDeliveryQueue } from './mail';

/** The messages a minimal SMTP server received: each one's envelope and data. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (no TLS, no authentication) for nodemailer to hand a message over. */
function startSmtpServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK: queued');
          } else {
            current.data += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) reply('250 localhost');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10).trim();
          reply('250 OK');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8).trim());
          reply('250 OK');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (/^QUIT/i.test(line)) {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends each message to the SMTP server from the configured sender, the outbox untouched', async () => {
    const outbox = {
      insert: () => {
        throw new Error('An SMTP mailer must not write to the outbox');
      },
    } as unknown as Database;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Pitboard <no-reply@pitboard.test>',
      db: outbox,
      log: { info: () => undefined, error: () => undefined },
    });
    await mailer.send({ to: 'sam@example.com', subject: 'Reset your password', text: 'Open the link' });
    await mailer.send({ to: 'alex@example.com', subject: 'You are invited', text: 'Join the team' });
    expect(smtp.received.map((m) => m.to)).toEqual([['<sam@example.com>'], ['<alex@example.com>']]);
    expect(smtp.received.map((m) => m.from)).toEqual(['<no-reply@pitboard.test>', '<no-reply@pitboard.test>']);
    expect(smtp.received[0]?.data).toContain('Subject: Reset your password');
    expect(smtp.received[1]?.data).toContain('Join the team');
  });
});

describe('mail queued in a transaction and delivered over SMTP by a leased job', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const log = { info: () => undefined, error: () => undefined, warn: () => undefined };
  const headers = {
    'List-Unsubscribe': '<http://localhost:3000/unsubscribe/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it('hands a committed mail to SMTP once, with its headers; a rolled-back one never', async () => {
    const database = await openTestDatabase();
    try {
      const queue = createMailQueue({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Pitboard <no-reply@pitboard.test>',
        db: database.db,
        log,
      });
      const runner = createJobRunner({ db: database.db, log, handlers: { [mailDeliveryQueue]: queue.delivery } });
      const ignore = () => undefined;
      await database.db.transaction((tx) =>
        queue.queue(tx, { to: 'kim@example.com', subject: 'Digest', text: 'Oil due', headers }, ignore),
      );
      await database.db
        .transaction(async (tx) => {
          await queue.queue(tx, { to: 'lost@example.com', subject: 'Digest', text: 'Never' }, ignore);
          throw new Error('rolled back');
        })
        .catch(() => undefined);

      expect(await runner.drain()).toBe(1);
      expect(await runner.drain()).toBe(0);
      const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'kim@example.com'));
      const sent = smtp.received.filter((m) => m.to.includes('<kim@example.com>'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.data).toContain('List-Unsubscribe: <http://localhost:3000/unsubscribe/abc>');
      expect(sent[0]?.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(sent[0]?.data).toContain(`Message-ID: <${mail?.id}@pitboard.mail>`);
      expect(mail?.deliveredAt).toBeInstanceOf(Date);
      expect(smtp.received.some((m) => m.to.includes('<lost@example.com>'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('tries a mail again later when the SMTP server does not answer', async () => {
    const database = await openTestDatabase();
    try {
      const closed = await startSmtpServer();
      await closed.close();
      const queue = createMailQueue({
        smtpUrl: `smtp://127.0.0.1:${closed.port}`,
        from: 'Pitboard <no-reply@pitboard.test>',
        db: database.db,
        log,
      });
      const runner = createJobRunner({ db: database.db, log, handlers: { [mailDeliveryQueue]: queue.delivery } });
      await database.db.transaction((tx) =>
        queue.queue(tx, { to: 'wait@example.com', subject: 'Digest', text: 'Later' }, () => undefined),
      );
      expect(await runner.drain()).toBe(1);
      // Waiting for its retry, a minute on.
      expect(await runner.drain()).toBe(0);
      const [job] = await database.db.select().from(jobs).where(eq(jobs.queue, mailDeliveryQueue));
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job?.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(job?.lastError).toBeTruthy();
    } finally {
      await database.close();
    }
  });
});
