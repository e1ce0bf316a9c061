import type { Page } from '@playwright/test';

/** The seven ticks a car needs before a session, as the Pre-Session Inspection form labels them. */
export const preSessionChecks = [
  'SD card checked',
  'Data systems checked',
  'Water temp pass',
  'Oil temp pass',
  'Fire system pin checked',
  'Car cleaned',
  'General inspection pass',
] as const;

/** The date picker's name for a day: "23 November 2026". */
export function dayButtonLabel(day: Date): string {
  return `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
}

/** In an open start time picker: picks `day` at hours:minutes and confirms. */
export async function pickStartTime(page: Page, day: Date, hours: string, minutes: string): Promise<void> {
  await page.getByRole('button', { name: dayButtonLabel(day), exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Hours' }).fill(hours);
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill(minutes);
  await page.getByRole('button', { name: 'Confirm start time' }).click();
}
