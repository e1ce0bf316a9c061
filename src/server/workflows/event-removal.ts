import { eventRemoval } from '@shared/events/event-removal.rules';
import type { Event } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import { historyConflictMessage } from '@shared/lib/removal.rules';
import { transaction, type RequestContext } from '../auth/request-context';
import { countRowsReferencing } from '../db/references';
import {
  deleteEvent as deleteEventRow,
  getEvent,
  lockEvent,
  setEventArchived,
} from '../features/events/events.service';

/*
 * Archiving, restoring and deleting an event. What decides is every row that hangs on the event,
 * whichever feature owns it (registrations, inspections, sessions, results, damage reports,
 * charges …): read from the schema's references in one query, not asked of each feature, and
 * named by the event's removal rules.
 */

/** The plan for the event as it is now: archive it (it has history) or delete it. */
async function planOf(ctx: RequestContext, id: string) {
  return eventRemoval(await countRowsReferencing(ctx.team, 'events', id));
}

/** What the destructive action on the event does: archive it or delete it, and with what. 404 when missing. */
export async function getEventRemoval(ctx: RequestContext, id: string): Promise<Removal> {
  const event = await getEvent(ctx, id);
  return { archivedAt: event.archivedAt, ...(await planOf(ctx, id)) };
}

/**
 * Hides the event from lists, pickers and the schedule; its registrations, sessions, results and
 * the records they set stay, and the statistics still count them. Archiving twice changes nothing.
 */
export async function archiveEvent(ctx: RequestContext, id: string): Promise<Event> {
  return transaction(ctx, async (ctx) => {
    const event = await lockEvent(ctx, id);
    return event.archivedAt ? getEvent(ctx, id) : setEventArchived(ctx, id, new Date());
  });
}

/** Brings an archived event back; it counts against the plan's event limit again. */
export async function restoreEvent(ctx: RequestContext, id: string): Promise<Event> {
  return transaction(ctx, async (ctx) => {
    const event = await lockEvent(ctx, id);
    return event.archivedAt ? setEventArchived(ctx, id, null) : getEvent(ctx, id);
  });
}

/**
 * Deletes an event without history. One with history answers 409 naming it and stays: it is to
 * be archived. The history refuses the delete in the database as well, so a registration added
 * at the same moment is never deleted with it.
 */
export async function deleteEvent(ctx: RequestContext, id: string): Promise<void> {
  await transaction(ctx, async (ctx) => {
    await lockEvent(ctx, id);
    const plan = await planOf(ctx, id);
    if (plan.action === 'archive') throw AppError.conflict(historyConflictMessage('Event', plan.history));
    await deleteEventRow(ctx, id);
  });
}
