import { Badge } from '@mantine/core';
import { rentalStatusLabel, rentalStatusOf, type RentalStatus } from '@shared/cars/cars.rules';

const colors: Record<RentalStatus, string> = {
  available: 'green',
  rented: 'blue',
  maintenance: 'yellow',
  reserved: 'grape',
  retired: 'gray',
};

export function RentalStatusBadge({ value }: { value: string }) {
  return (
    // Never cut short: in a narrow table column the whole word still shows ('Maintenance').
    <Badge variant="light" color={colors[rentalStatusOf(value)]} miw="max-content">
      {rentalStatusLabel(value)}
    </Badge>
  );
}
