import { Card, Checkbox, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationPreferences, Preferences } from '@shared/preferences/preferences.contract';
import {
  reminderFrequencies,
  reminderFrequencyLabels,
  reminderKindLabels,
  reminderKinds,
} from '@shared/reminders/reminders.rules';
import { errorMessage } from '@web/lib/api-client';
import { notifyError } from '@web/ui/notify';
import { useUpdatePreferences } from '../api/update-preferences';

/**
 * E-mail reminders: on or off, the kinds a digest holds and how often it comes. Each change saves
 * at once and shows while it does; one that fails falls back on screen and is told in a toast.
 */
export function EmailRemindersSection({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  // The saved preferences, with the change being saved shown at once.
  const notifications = {
    ...preferences.notificationPreferences,
    ...(update.isPending ? update.variables.notificationPreferences : {}),
  };

  const save = async (changes: Partial<NotificationPreferences>) => {
    try {
      await update.mutateAsync({ notificationPreferences: changes });
    } catch (err) {
      notifyError(errorMessage(err, 'E-mail reminder preferences could not be saved'));
    }
  };

  const chosenKinds = reminderKinds.filter((kind) => !notifications.mutedKinds.includes(kind));
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Email Reminders
      </Title>
      <Stack gap="md">
        <Switch
          label="Email me reminders"
          description="A digest of what became due or more urgent since the last one; never the same reminder twice while nothing changed."
          checked={notifications.email}
          onChange={(e) => void save({ email: e.currentTarget.checked })}
        />
        <Checkbox.Group
          label="Remind me about"
          value={chosenKinds}
          onChange={(values) => void save({ mutedKinds: reminderKinds.filter((kind) => !values.includes(kind)) })}
        >
          <Group gap="md" mt="xs">
            {reminderKinds.map((kind) => (
              <Checkbox key={kind} value={kind} label={reminderKindLabels[kind]} disabled={!notifications.email} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group
          label="How often"
          value={notifications.frequency}
          onChange={(value) => void save({ frequency: value })}
        >
          <Group gap="md" mt="xs">
            {reminderFrequencies.map((frequency) => (
              <Radio
                key={frequency}
                value={frequency}
                label={reminderFrequencyLabels[frequency]}
                disabled={!notifications.email}
              />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          Every reminder e-mail has a link to stop them at once, without signing in.
        </Text>
      </Stack>
    </Card>
  );
}
