import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '@web/lib/use-online';

/**
 * Says "Offline" in the header while the device has no connection, so a failing save at the
 * track is not a mystery. The live region stays in place so the change is announced.
 */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" style={{ flexShrink: 0 }}>
      {online ? null : (
        <Badge color="red" variant="light" size="md" leftSection={<IconWifiOff size={12} aria-hidden />}>
          Offline
        </Badge>
      )}
    </div>
  );
}
