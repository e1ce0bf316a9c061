import { eventSchema } from '@shared/events/events.contract';
import { archiveEvent, deleteEvent, getEventRemoval, restoreEvent } from './event-removal';
import { recordRemovalRoutes } from './record-removal.routes';

export const eventRemovalRoutes = recordRemovalRoutes({
  noun: 'event',
  path: '/api/events',
  tags: ['events'],
  removalDescription:
    'Whether deleting the event would archive it instead (it has registrations, sessions, results or other history), and what a delete takes along.',
  schema: eventSchema,
  getRemoval: getEventRemoval,
  archive: archiveEvent,
  restore: restoreEvent,
  remove: (_deps, ctx, id) => deleteEvent(ctx, id),
});
