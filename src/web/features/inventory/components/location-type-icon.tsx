import { ThemeIcon } from '@mantine/core';
import { IconBox, IconBuildingWarehouse, IconMapPin, IconTool, IconTruck, type Icon } from '@tabler/icons-react';
import type { LocationType } from '@shared/inventory/locations.rules';

const icons: Record<LocationType, Icon> = {
  shop: IconTool,
  trailer: IconTruck,
  storage_unit: IconBox,
  warehouse: IconBuildingWarehouse,
  other: IconMapPin,
};

/** The icon of a location's type (a wrench for a shop bay, a truck for a trailer …). */
export function LocationTypeIcon({ type }: { type: LocationType }) {
  const TypeIcon = icons[type];
  return (
    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
      <TypeIcon size={22} />
    </ThemeIcon>
  );
}
