/** 'P3 -> P1 / 20': start, finish and field size as far as they are known. */
export function formatPositions(r: {
  startPosition: number | null;
  finishPosition: number | null;
  totalParticipants: number | null;
}): string {
  const start = r.startPosition === null ? 'P-' : `P${r.startPosition}`;
  const finish = r.finishPosition === null ? 'P-' : `P${r.finishPosition}`;
  const total = r.totalParticipants === null ? '' : ` / ${r.totalParticipants}`;
  return `${start} → ${finish}${total}`;
}

/** A result belongs to an event that has happened: one dated on or before the user's today. */
export function canRecordResult(eventDate: string, today: string): boolean {
  return eventDate <= today;
}
