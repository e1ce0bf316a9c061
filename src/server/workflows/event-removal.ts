import { eventRelations } from '@shared/events/event-removal.rules';
import type { Event } from '@shared/events/events.contract';
import { AppError } from '@shared/lib/app-error';
import type { Removal } from '@shared/lib/removal.contract';
import type { RequestContext } from '../auth/request-context';
import {
  deleteEventRecord,
  enforceEventLimit,
  findEventRecord,
  setEventArchived,
} from '../features/events/events.service';
import {
  archiveRecord,
  deleteRecordWithoutHistory,
  getRemoval,
  restoreRecord,
  type RemovableRecord,
} from './record-removal';

/*
 * Archiving, restoring and deleting an event. Its history is what other features recorded at it
 * (registrations, sessions, results, damage reports, charges), so this lives above the features.
 * An archived event leaves the lists, pickers and the schedule; the statistics still count it.
 */

const events: RemovableRecord<Event> = {
  table: 'events',
  relations: eventRelations,
  notFound: () => AppError.notFound('Event'),
  find: findEventRecord,
  setArchivedAt: setEventArchived,
  delete: deleteEventRecord,
  // A restored event counts against the plan's event limit again.
  beforeRestore: enforceEventLimit,
};

/** What the destructive action on the event does: archive it (it has history) or delete it. */
export const getEventRemoval = (ctx: RequestContext, id: string): Promise<Removal> => getRemoval(ctx, events, id);

/** Hides the event from lists, pickers and the schedule; archiving twice changes nothing. */
export const archiveEvent = (ctx: RequestContext, id: string): Promise<Event> => archiveRecord(ctx, events, id);

/** Brings an archived event back; it counts against the plan's event limit again. */
export const restoreEvent = (ctx: RequestContext, id: string): Promise<Event> => restoreRecord(ctx, events, id);

/** Deletes an event without history; one with history answers 409 naming it and stays. */
export async function deleteEvent(ctx: RequestContext, id: string): Promise<void> {
  await deleteRecordWithoutHistory(ctx, events, id);
}
