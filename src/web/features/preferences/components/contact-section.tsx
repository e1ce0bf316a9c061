import { useEffect, useState } from 'react';
import { Card, Group, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { Preferences } from '@shared/preferences/preferences.contract';
import { preferencesSaveDebounceMs } from '@shared/preferences/preferences.rules';
import { errorMessage } from '@web/lib/api-client';
import { useUpdatePreferences } from '../api/update-preferences';

type ContactFields = Pick<Preferences, 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'address'>;
const contactKeys = ['firstName', 'lastName', 'company', 'email', 'phone', 'address'] as const;

function pickContact(p: Preferences): Record<keyof ContactFields, string> {
  return Object.fromEntries(contactKeys.map((k) => [k, p[k] ?? ''])) as Record<keyof ContactFields, string>;
}

/** Contact details save themselves two seconds after the last keystroke. */
export function ContactSection({ preferences }: { preferences: Preferences }) {
  const [values, setValues] = useState(() => pickContact(preferences));
  const [status, setStatus] = useState<'idle' | 'pending' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePreferences();

  const save = useDebouncedCallback(async (next: Record<keyof ContactFields, string>) => {
    try {
      await update.mutateAsync(next);
      setStatus('saved');
      setError(null);
    } catch (err) {
      setStatus('error');
      setError(errorMessage(err, 'Contact details could not be saved'));
    }
  }, preferencesSaveDebounceMs);

  useEffect(() => () => save.flush(), [save]);

  const change = (key: keyof ContactFields) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setStatus('pending');
    save(next);
  };

  return (
    <Card>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Contact Information
        </Title>
        <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} role="status" aria-live="polite">
          {status === 'pending' ? 'Saving...' : status === 'saved' ? 'Saved' : status === 'error' ? error : ''}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          value={values.firstName}
          onChange={(e) => change('firstName')(e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          value={values.lastName}
          onChange={(e) => change('lastName')(e.currentTarget.value)}
        />
        <TextInput label="Company" value={values.company} onChange={(e) => change('company')(e.currentTarget.value)} />
        <TextInput
          label="Contact email"
          type="email"
          value={values.email}
          onChange={(e) => change('email')(e.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={(e) => change('phone')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Address"
        autosize
        minRows={2}
        value={values.address}
        onChange={(e) => change('address')(e.currentTarget.value)}
      />
    </Card>
  );
}
