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

/** Places gained (positive) or lost (negative); null unless both positions are known. */
export function positionsGained(r: { startPosition: number | null; finishPosition: number | null }): number | null {
  if (r.startPosition === null || r.finishPosition === null) return null;
  return r.startPosition - r.finishPosition;
}
