/** Badge colour per event car status (Mantine colour names); unknown values are neutral. */
const statusColors: Record<string, string> = {
  registered: 'blue',
  tech_inspected: 'cyan',
  ready: 'green',
  competing: 'orange',
  finished: 'teal',
  dnf: 'red',
};

export const neutralStatusColor = 'gray';

export function eventCarStatusColor(status: string): string {
  return statusColors[status] ?? neutralStatusColor;
}

/** The spec's display: the first underscore becomes a space ('tech_inspected' -> 'tech inspected'). */
export function eventCarStatusLabel(status: string): string {
  return status.replace('_', ' ');
}

/** A passing pre-event inspection moves a car to tech_inspected; anything else leaves it as it is. */
export function statusAfterInspection(current: string, inspectionType: string, inspectionStatus: string): string {
  return inspectionType === 'pre_event' && inspectionStatus === 'pass' ? 'tech_inspected' : current;
}
