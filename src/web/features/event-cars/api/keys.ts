/** Everything recorded for one event (registrations, their sessions, race results) sits under its event. */
export const eventCarKeys = {
  all: ['event-cars'] as const,
  forEvent: (eventId: string) => [...eventCarKeys.all, eventId] as const,
  registrations: (eventId: string) => [...eventCarKeys.forEvent(eventId), 'registrations'] as const,
  sessions: (eventId: string, eventCarId: string) =>
    [...eventCarKeys.forEvent(eventId), 'sessions', eventCarId] as const,
  results: (eventId: string) => [...eventCarKeys.forEvent(eventId), 'results'] as const,
  inspections: (eventId: string, eventCarId: string) =>
    [...eventCarKeys.forEvent(eventId), 'inspections', eventCarId] as const,
  sessionInspections: (eventId: string, sessionId: string) =>
    [...eventCarKeys.forEvent(eventId), 'session-inspections', sessionId] as const,
  sessionLaps: (eventId: string, sessionId: string) =>
    [...eventCarKeys.forEvent(eventId), 'session-laps', sessionId] as const,
  sessionRunningTime: (eventId: string, sessionId: string) =>
    [...eventCarKeys.forEvent(eventId), 'session-running-time', sessionId] as const,
};
