import { Button, Group } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isValidIsoDate } from '@shared/lib/dates';

/** Accepts MM/DD/YYYY as typed, and ISO dates. */
export function parseTypedDate(value: string): string | null {
  const us = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value);
  if (us) {
    const iso = `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
    return isValidIsoDate(iso) ? iso : null;
  }
  const trimmed = value.trim();
  return isValidIsoDate(trimmed) ? trimmed : null;
}

type Props = Omit<DateInputProps, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A calendar date shown as MM/DD/YYYY, valued as YYYY-MM-DD (null when empty). */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <DateInput
      valueFormat="MM/DD/YYYY"
      placeholder="MM/DD/YYYY"
      dateParser={parseTypedDate}
      clearable
      {...props}
      value={value}
      onChange={(v) => onChange(v ? v.slice(0, 10) : null)}
    />
  );
}

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
