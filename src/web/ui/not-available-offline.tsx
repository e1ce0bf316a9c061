import { Button } from '@mantine/core';
import { IconArrowLeft, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { EmptyState } from './empty-state';

/**
 * In place of a loader, without a connection, for a screen this device has kept nothing of (never
 * opened here): says so, with the way back.
 */
export function NotAvailableOffline() {
  const navigate = useNavigate();
  // Back where the user came from; a tab opened straight at this address goes to the events,
  // the screens kept for the track.
  const back =
    window.history.length > 1 ? (
      <Button variant="light" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate(-1)}>
        Go back
      </Button>
    ) : (
      <Button component={Link} to={paths.events} variant="light" leftSection={<IconArrowLeft size={16} />}>
        Go to Events
      </Button>
    );
  return (
    <EmptyState
      icon={<IconWifiOff size={26} />}
      title="Not available offline"
      description="This screen has not been opened on this device yet, so nothing of it is kept to show without a connection. It opens by itself once you are back online."
      action={back}
    />
  );
}
