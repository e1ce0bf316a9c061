/**
 * A member's private calendar feed: an address with a random token that calendar apps (Google,
 * Apple, Outlook) subscribe to. Anyone with the address reads the feed, so it can be revoked or
 * replaced by a new one at any time.
 */

/** 32 random bytes, base64url: 43 characters. */
export const calendarTokenBytes = 32;
export const calendarTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address on this server, for a token. */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** The feed starts this many days back, so recent events stay in the calendar. */
export const calendarPastDays = 365;
/** At most this many entries of each kind, the nearest first. */
export const calendarEntryLimit = 2000;

export const calendarFeedMessages = {
  revokeTitle: 'Revoke calendar feed',
  revokeBody:
    'Calendars subscribed to this address stop receiving Pitboard events, repairs and due dates. You can create a new address later.',
  regenerateTitle: 'Create a new calendar address',
  regenerateBody:
    'The current address stops working: calendars subscribed to it stop updating. Subscribe again with the new address.',
};
