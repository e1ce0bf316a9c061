import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { isValidIsoDate } from '@shared/lib/dates';

/** MM/DD/YYYY typed by hand → YYYY-MM-DD, or null while incomplete. */
function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return isValidIsoDate(text.trim()) ? text.trim() : null;
  const [, m = '', d = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (iso: string | null) => void;
};

/** A calendar date shown MM/DD/YYYY and kept as an ISO 'YYYY-MM-DD' string. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="MM/DD/YYYY"
      placeholder="MM/DD/YYYY"
      dateParser={parseTypedDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value || null}
      onChange={(v) => onChange?.(v ? v.slice(0, 10) : null)}
    />
  );
}
