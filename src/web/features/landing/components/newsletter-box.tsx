import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { useHydrated } from '@web/lib/use-hydrated';

/** Collects nothing: it thanks the visitor and makes no call. */
export function NewsletterBox() {
  const [thanked, setThanked] = useState(false);
  const hydrated = useHydrated();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: isEmail('Enter a valid email address') },
  });
  if (thanked) {
    return (
      <Text role="status" fw={500}>
        Thanks for subscribing! We&apos;ll keep you posted.
      </Text>
    );
  }
  return (
    <form onSubmit={form.onSubmit(() => setThanked(true))} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          aria-label="Email for newsletter"
          placeholder="you@example.com"
          type="email"
          style={{ flex: '1 1 220px' }}
          readOnly={!hydrated}
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={!hydrated}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
