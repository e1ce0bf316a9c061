import { Button, Group } from '@mantine/core';
import { DateField } from '@web/ui/date-field';

/** An expiration date with a Reset button that sets it to one year from today. */
export function ExpirationDateField({
  label,
  value,
  onChange,
  onReset,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onReset: () => void;
  error?: React.ReactNode;
}) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <DateField label={label} value={value} onChange={onChange} error={error} style={{ flex: 1, minWidth: 0 }} />
      <Button variant="default" onClick={onReset} aria-label={`Reset ${label.toLowerCase()} to one year from today`}>
        Reset
      </Button>
    </Group>
  );
}
