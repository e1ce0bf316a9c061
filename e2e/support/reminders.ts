import fs from 'node:fs';
import { reminderClockFile } from '../../playwright.config';
import { expect, outboxMails, type OutboxMail } from './fixtures';

/**
 * Moves the server's reminder schedule `days` on: the server reads its clock from this file
 * (REMINDER_CLOCK_FILE) every second, and plans the next day's digests as soon as the day changes.
 */
export function advanceReminderClock(days = 1): void {
  let now = Date.now();
  if (fs.existsSync(reminderClockFile)) {
    const written = new Date(fs.readFileSync(reminderClockFile, 'utf8').trim()).getTime();
    if (!Number.isNaN(written)) now = Math.max(now, written);
  }
  fs.writeFileSync(reminderClockFile, new Date(now + days * 24 * 60 * 60 * 1000).toISOString());
}

/** The reminder digests mailed to `email` so far (outbox mode: the server log), oldest first. */
export function digestsTo(email: string): OutboxMail[] {
  return outboxMails().filter((mail) => mail.to === email && mail.subject?.startsWith('Pitboard: '));
}

/** Waits until `email` has had `count` digests, and answers them. */
export async function waitForDigests(email: string, count: number): Promise<OutboxMail[]> {
  await expect.poll(() => digestsTo(email).length, { message: `${count} digests to ${email}` }).toBe(count);
  return digestsTo(email);
}
