import { Badge } from '@mantine/core';
import { eventCarStatusColor, eventCarStatusLabel } from '@shared/event-cars/event-cars.rules';

/** Colour-coded event car status; unknown values are neutral, the underscore reads as a space. */
export function EventCarStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={eventCarStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {eventCarStatusLabel(status)}
    </Badge>
  );
}
