import { sessionValueLabel } from '@shared/event-sessions/event-sessions.rules';
import type { TrackWrite } from './queued-track-writes';

const inspectionLabels: Record<string, string> = { pre_event: 'Pre-event', post_event: 'Post-event' };

/** What a queued change is, in words: "Pre-event inspection · #7 Miata". */
export function trackWriteLabel(write: TrackWrite): string {
  const v = write.variables;
  switch (write.kind) {
    case 'inspection':
      return `${inspectionLabels[write.variables.input.type] ?? ''} inspection · ${v.carLabel}`;
    case 'session-create':
      return `New session ${write.variables.input.name} (${sessionValueLabel(write.variables.input.sessionType ?? 'practice')}) · ${v.carLabel}`;
    case 'session-status':
      return `${write.variables.sessionName} ${write.variables.action === 'start' ? 'started' : 'completed'} · ${v.carLabel}`;
    case 'session-pre':
      return `Pre-session inspection of ${write.variables.sessionName} · ${v.carLabel}`;
    case 'session-post':
      return `Post-session inspection of ${write.variables.sessionName} · ${v.carLabel}`;
    case 'session-lap':
      return `Lap ${write.variables.input.lapNumber} (${write.variables.input.lapTime}) of ${write.variables.sessionName} · ${v.carLabel}`;
    case 'race-result':
      return `${write.variables.resultId ? 'Changed result' : 'Result'} of ${v.carLabel}`;
  }
}
