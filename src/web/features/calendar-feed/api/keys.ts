export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
};
