/** Everything recorded for one event (registrations, their sessions, race results) sits under its event. */
export const eventCarKeys = {
  all: ['event-cars'] as const,
  forEvent: (eventId: string) => [...eventCarKeys.all, eventId] as const,
  registrations: (eventId: string) => [...eventCarKeys.forEvent(eventId), 'registrations'] as const,
  sessions: (eventId: string, eventCarId: string) =>
    [...eventCarKeys.forEvent(eventId), 'sessions', eventCarId] as const,
  results: (eventId: string) => [...eventCarKeys.forEvent(eventId), 'results'] as const,
};
