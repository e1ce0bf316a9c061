/** The name the shell shows: the part of the e-mail before the at-sign. */
export function displayNameFromEmail(email: string): string {
  const prefix = email.split('@')[0] ?? '';
  return prefix === '' ? 'User' : prefix;
}
