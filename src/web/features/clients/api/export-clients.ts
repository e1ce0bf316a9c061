import type { ClientFilterInput } from '@shared/clients/clients.contract';

/** The CSV download of the filtered list: a plain link, so the browser saves the file itself. */
export function clientsExportUrl(filter: ClientFilterInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `/api/clients/export.csv?${qs}` : '/api/clients/export.csv';
}
