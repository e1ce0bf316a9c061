/** A count with its noun: '1 item', '3 items', '0 items' (the plural is the noun with an s unless given). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
