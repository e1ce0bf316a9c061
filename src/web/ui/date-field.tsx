import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseUsDate } from '@shared/lib/dates';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (iso: string | null) => void;
};

/** A calendar date shown MM/DD/YYYY and kept as an ISO 'YYYY-MM-DD' string (null when empty). */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="MM/DD/YYYY"
      placeholder="MM/DD/YYYY"
      dateParser={parseUsDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      {...props}
      value={value || null}
      onChange={(v) => onChange?.(v ? v.slice(0, 10) : null)}
    />
  );
}
