import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconList, IconStar } from '@tabler/icons-react';
import type { Location } from '@shared/inventory/locations.contract';
import { canDeleteLocation, locationMessages, locationTypeLabels } from '@shared/inventory/locations.rules';
import { GridCard, GridCardDeleteButton, GridCardTitle } from '@web/ui/grid-card';
import { LocationTypeIcon } from './location-type-icon';
import { ViewInInventoryButton } from './view-in-inventory-button';

/**
 * One card of the locations grid: its type, the Default badge, how many items it holds, and
 * Edit, Make Default, Delete and View Items. Delete stays unavailable while items are kept
 * there; pressing it then says why (`onDeleteRefused`).
 */
export function LocationCard({
  location,
  busy,
  onEdit,
  onSetDefault,
  onDelete,
  onDeleteRefused,
}: {
  location: Location;
  /** A change to this location is on its way. */
  busy: boolean;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
  onDeleteRefused: (message: string) => void;
}) {
  const deletable = canDeleteLocation(location.itemCount);
  const inUse = locationMessages.inUse(location.name, location.itemCount);
  return (
    <GridCard
      name={location.name}
      busy={busy}
      onEdit={onEdit}
      headingGap="sm"
      heading={
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <LocationTypeIcon type={location.type} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <GridCardTitle>{location.name}</GridCardTitle>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {locationTypeLabels[location.type]}
              </Text>
              {location.isDefault ? (
                <Badge color="green" size="sm">
                  Default
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      }
    >
      {location.description ? (
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {location.description}
        </Text>
      ) : null}
      <Text size="sm" fw={500}>
        {location.itemCount === 1 ? '1 item' : `${location.itemCount} items`}
      </Text>
      <Group gap="xs" mt="auto" wrap="wrap">
        <ViewInInventoryButton
          filter={{ location: location.id }}
          icon={<IconList size={14} />}
          label="View Items"
          ariaLabel={`View items in ${location.name}`}
        />
        {location.isDefault ? null : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconStar size={14} />}
            onClick={onSetDefault}
            disabled={busy}
            aria-label={`Make Default: ${location.name}`}
          >
            Make Default
          </Button>
        )}
        {deletable ? (
          <GridCardDeleteButton name={location.name} onClick={onDelete} disabled={busy} />
        ) : (
          <Tooltip label={inUse} multiline w={260} withArrow>
            {/* Looks disabled but stays focusable, so the reason can be read and heard. */}
            <GridCardDeleteButton
              name={location.name}
              data-disabled
              aria-disabled
              aria-description={inUse}
              onClick={(event) => {
                event.preventDefault();
                onDeleteRefused(inUse);
              }}
            />
          </Tooltip>
        )}
      </Group>
    </GridCard>
  );
}
