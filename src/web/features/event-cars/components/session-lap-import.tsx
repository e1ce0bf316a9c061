import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { EventSession } from '@shared/event-sessions/event-sessions.contract';
import {
  lapTimeLabel,
  maxLapFileChars,
  readLapFile,
  sessionLapMessages,
  type ReadLapFile,
} from '@shared/session-laps/session-laps.rules';
import { errorMessage } from '@web/lib/api-client';
import { notifySuccess } from '@web/ui/notify';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { useImportSessionLaps } from '../api/change-session-lap';

const formatNames: Record<ReadLapFile['format'], string> = {
  plain: 'Plain CSV (lap number, lap time)',
  racechrono: 'RaceChrono CSV v3 export',
};

/** Shown refused rows; the rest are counted. */
const shownRefused = 50;

/**
 * Imports a lap file into a session: the file is read on the device first, so its laps and each
 * refused row (line and reason) show before anything is sent; the server reads it again and
 * saves the good rows. A session that has laps keeps them unless replacing them is confirmed.
 */
export function SessionLapImport({
  session,
  existingLaps,
  onDone,
}: {
  session: EventSession;
  existingLaps: number;
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReadLapFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const importLaps = useImportSessionLaps(session.eventId, session.id);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setText(null);
    setPreview(null);
    setError(null);
    setFileError(null);
    if (!chosen) return;
    const content = await chosen.text();
    if (content.length > maxLapFileChars) {
      setFileError(sessionLapMessages.fileTooLarge);
      return;
    }
    const read = readLapFile(content);
    setText(content);
    setPreview(read);
    if (read.laps.length === 0)
      setFileError(read.refused.length > 0 ? sessionLapMessages.noGoodRows : sessionLapMessages.fileEmpty);
  };

  const needsConfirm = existingLaps > 0;
  const submit = async () => {
    if (!text) return;
    setError(null);
    try {
      const result = await importLaps.mutateAsync({ csv: text, replace: needsConfirm && replace });
      notifySuccess(
        `Imported ${result.imported} ${result.imported === 1 ? 'lap' : 'laps'}` +
          (result.refused.length > 0 ? `; ${result.refused.length} refused` : '') +
          (result.sheet.summary.bestLapMs !== null ? `. Best lap ${lapTimeLabel(result.sheet.summary.bestLapMs)}` : ''),
      );
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'The lap file could not be imported'));
    }
  };

  const best = preview && preview.laps.length > 0 ? Math.min(...preview.laps.map((l) => l.lapMs)) : null;

  return (
    <Stack gap="md">
      <Text fw={600}>Import laps into {session.name}</Text>
      <Text size="sm" c="dimmed">
        A plain CSV with the lap number and lap time on each row (a header such as &quot;Lap,Lap time&quot; is
        optional), or RaceChrono&apos;s CSV v3 export of the session.
      </Text>
      <FileInput
        label="Lap file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv,text/plain"
        clearable
        value={file}
        onChange={(f) => void choose(f)}
        error={fileError}
        leftSection={<IconFileImport size={16} />}
      />
      {preview ? (
        <Stack gap="xs" aria-label="File preview">
          <Text size="sm">
            {formatNames[preview.format]}: {preview.laps.length} {preview.laps.length === 1 ? 'lap' : 'laps'} to import
            {best !== null ? `, best ${lapTimeLabel(best)}` : ''}.
          </Text>
          {preview.refused.length > 0 ? (
            <Alert color="yellow" variant="light" title={`${preview.refused.length} rows refused`}>
              <List size="sm" spacing={2}>
                {preview.refused.slice(0, shownRefused).map((r) => (
                  <List.Item key={r.row}>
                    Row {r.row}: {r.reason}
                  </List.Item>
                ))}
              </List>
              {preview.refused.length > shownRefused ? (
                <Text size="sm">and {preview.refused.length - shownRefused} more</Text>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      {needsConfirm && preview && preview.laps.length > 0 ? (
        <Checkbox
          label={`Replace the ${existingLaps} ${existingLaps === 1 ? 'lap' : 'laps'} of this session with the file's laps`}
          checked={replace}
          onChange={(e) => setReplace(e.currentTarget.checked)}
        />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <OnlineOnlyButton
          onClick={() => void submit()}
          loading={importLaps.isPending}
          disabled={!preview || preview.laps.length === 0 || (needsConfirm && !replace)}
        >
          {preview && preview.laps.length > 0 ? `Import ${preview.laps.length} laps` : 'Import laps'}
        </OnlineOnlyButton>
      </Group>
    </Stack>
  );
}
