import { z } from 'zod';
import { boundedInteger } from '../lib/input-bounds';
import {
  buildLapTimeMs,
  formatLapTime,
  lapTimeLimits,
  lapTimeMessages,
  type LapTimePart,
} from '../events/lap-time.rules';

const part = (name: LapTimePart) =>
  boundedInteger(name, lapTimeLimits[name], {
    type: lapTimeMessages[name],
    min: lapTimeMessages[name],
    max: lapTimeMessages[name],
    whole: lapTimeMessages[name],
  })
    .nullable()
    .default(null);

/** A best lap as the forms send it: minutes 0-9, seconds 0-59, milliseconds 0-999, each optional. */
export const lapTimeInputSchema = z.object({
  minutes: part('minutes'),
  seconds: part('seconds'),
  milliseconds: part('milliseconds'),
});
export type LapTimeInput = z.input<typeof lapTimeInputSchema>;

/**
 * The lap to store: its text (m:ss.mmm) and milliseconds, or nulls when neither minutes nor
 * seconds were given.
 */
export function lapFromInput(input: LapTimeInput | null | undefined): { text: string | null; ms: number | null } {
  const ms = input ? buildLapTimeMs(input) : null;
  return ms === null ? { text: null, ms: null } : { text: formatLapTime(ms), ms };
}
