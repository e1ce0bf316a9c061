import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { trackSetupMessages } from '@shared/car-track-setups/car-track-setups.contract';
import { canSaveTrackSetup } from '@shared/car-track-setups/car-track-setups.rules';
import { formatDate } from '@shared/lib/dates';
import { useTrackOptions } from '@web/features/tracks/api/get-track-options';
import { useTrackPicker } from '@web/features/tracks/api/use-track-picker';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDeleteCarTrackSetup } from '../api/delete-car-track-setup';
import { useCarTrackSetups } from '../api/get-car-track-setups';
import { useSaveCarTrackSetup } from '../api/save-car-track-setup';

/** One note per track for this car: choosing a track with a note loads it for editing. */
export function TrackSetupNotes({ carId }: { carId: string }) {
  const setups = useCarTrackSetups(carId);
  const save = useSaveCarTrackSetup();
  const remove = useDeleteCarTrackSetup();
  const [trackId, setTrackId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const chooseTrack = (id: string | null) => {
    setTrackId(id);
    setError(null);
    const existing = setups.data?.find((s) => s.trackId === id);
    setNotes(existing?.notes ?? '');
  };

  // Whether the team has a track at all.
  const anyTrack = useTrackOptions({ limit: 1 });
  const trackPicker = useTrackPicker({
    value: trackId,
    onChange: chooseTrack,
    placeholder: 'Select a track',
    nothingFoundMessage: anyTrack.data?.length === 0 ? 'No tracks yet' : 'No tracks match',
  });

  const submit = async () => {
    if (!trackId || !canSaveTrackSetup(trackId, notes)) return;
    setError(null);
    try {
      await save.mutateAsync({ carId, input: { trackId, notes: notes.trim() } });
      notifySuccess('Setup notes saved');
      setTrackId(null);
      setNotes('');
    } catch {
      setError(trackSetupMessages.saveFailed);
    }
  };

  const confirmDelete = (setupId: string, trackName: string) =>
    confirmAction({
      title: 'Delete setup notes',
      message: `Delete the setup notes for ${trackName}?`,
      confirmLabel: 'Delete',
      onConfirm: () => {
        remove.mutateAsync({ carId, setupId }).catch(() => notifyError('Setup notes could not be deleted'));
      },
    });

  return (
    <Stack gap="md">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Select label="Track" clearable {...trackPicker} />
      <Textarea
        label="Setup notes"
        placeholder="Tire pressures, alignment, wing, dampers…"
        autosize
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} disabled={!canSaveTrackSetup(trackId, notes)} loading={save.isPending}>
          Save Notes
        </Button>
      </Group>
      {setups.isError ? (
        <Text size="sm" c="red">
          Setup notes could not be loaded
        </Text>
      ) : setups.data && setups.data.length > 0 ? (
        <Stack gap="sm" aria-label="Saved setup notes">
          {setups.data.map((setup) => (
            <Paper key={setup.id} withBorder p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{setup.track.name}</Text>
                  <Text size="xs" c="dimmed">
                    {setup.track.location} · updated {formatDate(setup.updatedAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {setup.notes}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete setup notes for ${setup.track.name}`}
                  onClick={() => confirmDelete(setup.id, setup.track.name)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : setups.data ? (
        <Text size="sm" c="dimmed">
          No setup notes yet.
        </Text>
      ) : null}
    </Stack>
  );
}
