import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconList, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Location } from '@shared/inventory/locations.contract';
import { canDeleteLocation, locationMessages, locationTypeLabels } from '@shared/inventory/locations.rules';
import { paths, withQuery } from '@web/app/paths';
import { LocationTypeIcon } from './location-type-icon';

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
    <Card withBorder padding="md" component="article" aria-label={location.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <LocationTypeIcon type={location.type} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {location.name}
              </Title>
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
          <ActionIcon variant="subtle" aria-label={`Edit ${location.name}`} onClick={onEdit} disabled={busy}>
            <IconPencil size={18} />
          </ActionIcon>
        </Group>
        {location.description ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {location.description}
          </Text>
        ) : null}
        <Text size="sm" fw={500}>
          {location.itemCount === 1 ? '1 item' : `${location.itemCount} items`}
        </Text>
        <Group gap="xs" mt="auto" wrap="wrap">
          <Button
            component={Link}
            to={withQuery(paths.inventory, { location: location.id })}
            size="xs"
            variant="light"
            leftSection={<IconList size={14} />}
            aria-label={`View items in ${location.name}`}
          >
            View Items
          </Button>
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
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              disabled={busy}
              aria-label={`Delete ${location.name}`}
            >
              Delete
            </Button>
          ) : (
            <Tooltip label={inUse} multiline w={260} withArrow>
              {/* Looks disabled but stays focusable, so the reason can be read and heard. */}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                data-disabled
                aria-disabled
                aria-label={`Delete ${location.name}`}
                aria-description={inUse}
                onClick={(event) => {
                  event.preventDefault();
                  onDeleteRefused(inUse);
                }}
              >
                Delete
              </Button>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
