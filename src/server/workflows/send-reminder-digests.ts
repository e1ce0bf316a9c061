import fs from 'node:fs';
import type { DueEntry } from '@shared/due-list/due-list.contract';
import { dueLevelLabels, dueLevels } from '@shared/due-list/due-list.rules';
import { parseAppMode } from '@shared/mode/mode.rules';
import { digestPeriod, digestSubject, remindersToSend, unsubscribePath } from '@shared/reminders/reminders.rules';
import { contextOfMember } from '../auth/request-context';
import type { PublicDb } from '../db/team-db';
import { getDueList } from '../features/due-list/due-list.service';
import {
  getPreferences,
  getUnsubscribeToken,
  listEmailReminderRecipients,
} from '../features/preferences/preferences.service';
import { recordReminderDigest, takeRememberedReminders } from '../features/reminders/reminders.service';
import type { JobHandler, NewJob } from '../platform/jobs';
import type { MailMessage, MailQueue } from '../platform/mail';

/*
 * E-mail reminders that send themselves (docs/decisions/022). Every server plans, on its own
 * clock, one digest job per member with e-mail reminders on and per period (a UTC day, or the
 * week of a weekly member), keyed so that servers planning the same digest make one job. A digest
 * job reads the member's What's Due list, mails what is new or more urgent since their last
 * digest (reminders.rules.ts), and records what it considered: the mail, the record and the job's
 * completion commit in one transaction, so exactly one digest goes out per member and period.
 */

export const reminderDigestQueue = 'reminder-digest';

/** What the schedule reads the time from: the system clock, or a test's. */
export type Clock = () => Date;

/**
 * The system clock; with REMINDER_CLOCK_FILE (tests) the moment written in that file, when it
 * holds one, so a test moves the schedule on by writing a later moment.
 */
export function reminderClock(clockFile: string | undefined): Clock {
  if (!clockFile) return () => new Date();
  return () => {
    try {
      const at = new Date(fs.readFileSync(clockFile, 'utf8').trim());
      return Number.isNaN(at.getTime()) ? new Date() : at;
    } catch {
      return new Date();
    }
  };
}

/**
 * This period's digest job of every member with e-mail reminders on, keyed by member and period:
 * enqueued by every server, each makes one job.
 */
export async function planReminderDigests(publicDb: PublicDb, now: Date): Promise<NewJob[]> {
  const recipients = await listEmailReminderRecipients(publicDb);
  return recipients.map((recipient) => ({
    queue: reminderDigestQueue,
    key: `${recipient.teamId}:${recipient.userId}:${digestPeriod(recipient.frequency, now)}`,
    payload: { teamId: recipient.teamId, userId: recipient.userId },
  }));
}

/** One member's digest, in the job's transaction: what became due or more urgent since their last one. */
export function reminderDigestHandler(options: { baseUrl: string; clock: Clock; mail: MailQueue }): JobHandler {
  return {
    mode: 'transactional',
    async run(job, { tx, afterCommit }) {
      const member = await contextOfMember(tx, String(job.payload.teamId), String(job.payload.userId));
      if (!member) return;
      const { ctx } = member;
      // First, so two digests of one member take turns.
      const remembered = await takeRememberedReminders(ctx);
      const notifications = (await getPreferences(ctx)).notificationPreferences;
      const token = await getUnsubscribeToken(ctx);
      // A member without saved preferences is never planned; without a token there is no digest.
      if (!notifications.email || !token) return;
      const now = options.clock();
      const due = await getDueList(ctx, {
        today: now.toISOString().slice(0, 10),
        mode: parseAppMode(member.firstMode),
      });
      const chosen = due.items.filter((entry) => !notifications.mutedKinds.includes(entry.kind));
      const { fresh, remembered: next } = remindersToSend(chosen, remembered);
      await recordReminderDigest(ctx, { remembered: next, ranAt: now, sent: fresh.length > 0 });
      if (fresh.length === 0) return;
      await options.mail.queue(
        tx,
        digestMail(
          { to: ctx.email, name: ctx.userName, teamName: ctx.teamName, entries: fresh },
          options.baseUrl,
          token,
        ),
        afterCommit,
      );
    },
  };
}

function digestMail(
  digest: { to: string; name: string; teamName: string; entries: DueEntry[] },
  baseUrl: string,
  unsubscribeToken: string,
): MailMessage {
  const unsubscribeUrl = `${baseUrl}${unsubscribePath(unsubscribeToken)}`;
  const sections = dueLevels.flatMap((level) => {
    const entries = digest.entries.filter((entry) => entry.level === level);
    if (entries.length === 0) return [];
    return [
      dueLevelLabels[level],
      ...entries.map((entry) => {
        const about = [entry.carName, entry.date].filter(Boolean).join(', ');
        return `- ${entry.title}${about ? ` (${about})` : ''}: ${entry.reason}`;
      }),
      '',
    ];
  });
  const text = [
    `Hello ${digest.name},`,
    '',
    `What became due or more urgent in ${digest.teamName} since your last reminder:`,
    '',
    ...sections,
    `Everything due: ${baseUrl}/due`,
    `Choose what Pitboard e-mails you, and how often: ${baseUrl}/settings`,
    `Unsubscribe from these e-mails: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to: digest.to,
    subject: digestSubject(digest.entries.length),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
