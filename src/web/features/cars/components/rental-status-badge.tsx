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
    <Badge variant="light" color={colors[rentalStatusOf(value)]}>
      {rentalStatusLabel(value)}
    </Badge>
  );
}
