import { Card, Stack, Switch, Title } from '@mantine/core';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { errorMessage } from '@web/lib/api-client';
import { notifyError } from '@web/ui/notify';
import { useUpdatePreferences } from '../api/update-preferences';

type DisplayFlag = 'showCompletedRepairs' | 'showPastEvents' | 'showRacingFeatures' | 'raceShopEnabled';

const flags: { key: DisplayFlag; label: string; description: string }[] = [
  {
    key: 'showCompletedRepairs',
    label: 'Show completed repairs',
    description: 'List finished repairs beside upcoming ones',
  },
  { key: 'showPastEvents', label: 'Show past events', description: 'Keep previous events in the event lists' },
  { key: 'showRacingFeatures', label: 'Show racing features', description: 'Track events, track hours and statistics' },
  { key: 'raceShopEnabled', label: 'Race shop enabled', description: 'Clients, work orders, billing and inventory' },
];

export function DisplaySection({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const toggle = async (key: DisplayFlag, value: boolean) => {
    try {
      await update.mutateAsync({ [key]: value });
    } catch (err) {
      notifyError(errorMessage(err, 'Display preferences could not be saved'));
    }
  };
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Display Preferences
      </Title>
      <Stack gap="sm">
        {flags.map((flag) => (
          <Switch
            key={flag.key}
            label={flag.label}
            description={flag.description}
            checked={preferences[flag.key]}
            onChange={(e) => void toggle(flag.key, e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Card>
  );
}
