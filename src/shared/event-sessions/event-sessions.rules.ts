/** 'race_1' -> 'Race 1', 'practice' -> 'Practice', 'in_progress' -> 'In progress'. */
export function sessionValueLabel(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Badge colours of session statuses; unknown values are neutral. */
export function sessionStatusColor(status: string): string {
  return ({ scheduled: 'blue', in_progress: 'yellow', completed: 'green' } as Record<string, string>)[status] ?? 'gray';
}
