import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArchiveOff, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Track } from '@shared/tracks/tracks.contract';
import { formatTrackLength } from '@shared/tracks/tracks.rules';
import { paths } from '@web/app/paths';
import { ArchivedBadge } from '@web/ui/removal';
import { TrackImage } from './track-image';

export function TrackCard({
  track,
  useMetric,
  onDelete,
  onRestore,
}: {
  track: Track;
  useMetric: boolean;
  /** Delete, or archive a track with history (the confirmation says which). */
  onDelete: (track: Track) => void;
  onRestore: (track: Track) => void;
}) {
  const length = formatTrackLength(track.length, useMetric);
  return (
    <Card padding="md" component="article" aria-label={track.name}>
      <Card.Section>
        <TrackImage src={track.imageUrl} name={track.name} height={140} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {track.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                component={Link}
                to={paths.editTrack(track.id)}
                variant="subtle"
                aria-label={`Edit ${track.name}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            {track.archivedAt ? (
              <Tooltip label="Restore">
                <ActionIcon variant="subtle" aria-label={`Restore ${track.name}`} onClick={() => onRestore(track)}>
                  <IconArchiveOff size={18} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${track.name}`}
                  onClick={() => onDelete(track)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {track.location}
          </Text>
        </Group>
        <Group gap="xs">
          {track.archivedAt ? <ArchivedBadge /> : null}
          {track.type ? <Badge variant="light">{track.type}</Badge> : null}
          {length ? (
            <Badge variant="outline" color="gray">
              {length}
            </Badge>
          ) : null}
        </Group>
        {track.description ? (
          <Text size="sm" lineClamp={2}>
            {track.description}
          </Text>
        ) : null}
      </Stack>
      <Button component={Link} to={paths.track(track.id)} variant="light" fullWidth mt="md">
        View Details
      </Button>
    </Card>
  );
}
