import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { accountExportContents } from '@shared/account-export/account-export.rules';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { OnlineOnlyButton } from '@web/ui/online-only';
import { SectionCard } from '@web/ui/section-card';
import { useAccountExportDownload } from './download-account-export';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Settings → Export all data: what the archive holds and a button that downloads it, with its
 * progress while it streams. Shown to those who may export (a team manager).
 */
export function AccountExportSection() {
  const allowed = useCan('export_team_data');
  const { state, start } = useAccountExportDownload();
  if (!allowed) return null;
  const downloading = state.status === 'downloading';
  return (
    <SectionCard title="Export all data">
      <Stack gap="sm">
        <Text size="sm">Download everything your team holds in Pitboard as one ZIP file:</Text>
        <List size="sm" spacing={4}>
          {accountExportContents.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <OnlineOnlyButton
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void start()}
          >
            Download ZIP
          </OnlineOnlyButton>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {downloading
              ? state.bytes > 0
                ? `Preparing your export… ${sizeOf(state.bytes)} so far`
                : 'Preparing your export…'
              : state.status === 'done'
                ? `Saved ${state.fileName}`
                : ''}
          </Text>
        </Group>
        {state.status === 'error' && (
          <Alert color="red" variant="light" title="The export could not be downloaded">
            {errorMessage(state.error, 'Try again in a moment.')}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
