/**
 * The spec's client label: the trimmed display name, else first plus last name, else first
 * name, else the part of the e-mail before the at-sign, else 'Unknown Client'.
 */
export function clientLabel(
  client:
    | {
        displayName?: string | null;
        firstName?: string | null;
        lastName?: string | null;
        email?: string | null;
      }
    | null
    | undefined,
): string {
  if (!client) return 'Unknown Client';
  const display = client.displayName?.trim();
  if (display) return display;
  const first = client.firstName?.trim() ?? '';
  const last = client.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const prefix = client.email?.trim().split('@')[0] ?? '';
  if (prefix) return prefix;
  return 'Unknown Client';
}
