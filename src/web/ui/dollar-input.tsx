import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToDollars, dollarsToCents } from '@shared/lib/money';

/** A dollar amount: '$' prefix, two decimals, thousands separators, never negative. */
export function DollarInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      thousandSeparator=","
      min={0}
      step={1}
      allowNegative={false}
      inputMode="decimal"
      {...props}
    />
  );
}

type CentsInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Cents, as the contracts carry money; null when blank. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
};

/** A dollar amount typed by the user, kept as integer cents. */
export function CentsInput({ value, onChange, ...props }: CentsInputProps) {
  return (
    <DollarInput
      {...props}
      value={value === null || value === undefined ? '' : centsToDollars(value)}
      onChange={(v) => {
        if (!onChange) return;
        if (v === '' || v === null) return onChange(null);
        const dollars = typeof v === 'number' ? v : Number(v);
        onChange(Number.isFinite(dollars) ? dollarsToCents(dollars) : null);
      }}
    />
  );
}
