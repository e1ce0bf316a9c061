import { Button, Group, Paper, Text } from '@mantine/core';
import classes from './update-banner.module.css';

interface UpdateBannerProps {
  /** A new version is installed and waits for the reload. */
  visible: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * Tells that a new version of the app is ready and offers the reload that starts it. The live region
 * is always there, empty until then, so screen readers announce the message when it appears; it is
 * a status only while it has one.
 */
export function UpdateBanner({ visible, onReload, onDismiss }: UpdateBannerProps) {
  return (
    <div aria-live="polite" role={visible ? 'status' : undefined} className={classes.region}>
      {visible && (
        <Paper className={classes.banner} withBorder shadow="md" p="sm">
          <Group gap="sm">
            <Text size="sm">A new version of Pitboard is available.</Text>
            <Group gap="xs">
              <Button size="xs" onClick={onReload}>
                Reload
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
                Later
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </div>
  );
}
