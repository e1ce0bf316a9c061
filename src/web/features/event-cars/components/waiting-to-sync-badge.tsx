import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';

/** On a record with changes queued on this device that the server has not applied yet. */
export function WaitingToSyncBadge() {
  return (
    <Badge
      color="yellow"
      variant="light"
      style={{ flexShrink: 0 }}
      leftSection={<IconCloudUpload size={12} aria-hidden />}
    >
      Waiting to sync
    </Badge>
  );
}
