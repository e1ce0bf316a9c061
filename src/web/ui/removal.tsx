import { useState } from 'react';
import { Alert, Badge, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { formatDate } from '@shared/lib/dates';
import type { Removal } from '@shared/lib/removal.contract';
import { listLabels } from '@shared/lib/removal.rules';
import { errorMessage } from '@web/lib/api-client';
import { notifyError, notifySuccess } from './notify';
import { OnlineOnlyButton } from './online-only';

/*
 * Removing a car, driver, track, client or event (src/shared/lib/removal.rules.ts): a record with
 * history is archived, one without is deleted; the confirmation says which, and what goes.
 */

export function ArchivedBadge() {
  return (
    <Badge color="gray" variant="filled">
      Archived
    </Badge>
  );
}

/** On an archived record's page: what archiving means, and that Restore brings it back. */
export function ArchivedNotice({ noun, archivedAt }: { noun: string; archivedAt: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconArchive />} title={`This ${noun} is archived`}>
      Archived on {formatDate(archivedAt)}. It is hidden from lists and pickers; its history is kept and still shows it.
      Restore it to use it again.
    </Alert>
  );
}

function DeleteSummary({ message, removal }: { message: string; removal: Removal }) {
  return (
    <Stack gap="xs">
      <Text size="sm">{message}</Text>
      {removal.goesWith.length > 0 ? (
        <>
          <Text size="sm" fw={600}>
            Deleted with it:
          </Text>
          <List size="sm" withPadding>
            {removal.goesWith.map((item) => (
              <List.Item key={item.kind}>{item.label}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing else is deleted with it.
        </Text>
      )}
    </Stack>
  );
}

function ArchiveSummary({ name, removal }: { name: string; removal: Removal }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {name} has history ({listLabels(removal.history)}), so it cannot be deleted. It will be archived instead.
      </Text>
      <Text size="sm">
        Archiving hides it from lists and pickers. Its history is kept and still shows its name, and you can restore it
        from its page.
      </Text>
    </Stack>
  );
}

/** The confirmation of the record's destructive action: what a delete takes along, or what archiving does. */
export function confirmRemoval(options: {
  noun: string;
  name: string;
  /** The spec's delete question ("Are you sure you want to delete this car? …"). */
  deleteMessage: string;
  removal: Removal;
  onConfirm: () => void;
}): void {
  const deleting = options.removal.action === 'delete';
  modals.openConfirmModal({
    title: `${deleting ? 'Delete' : 'Archive'} ${options.noun}`,
    centered: true,
    children: deleting ? (
      <DeleteSummary message={options.deleteMessage} removal={options.removal} />
    ) : (
      <ArchiveSummary name={options.name} removal={options.removal} />
    ),
    closeButtonProps: { 'aria-label': 'Close' },
    labels: { confirm: deleting ? 'Delete' : 'Archive', cancel: 'Cancel' },
    confirmProps: { color: deleting ? 'red' : undefined },
    onConfirm: options.onConfirm,
  });
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface RemovalActionsProps {
  /** What the record is called in messages: "vehicle", "driver", "track", "client", "event". */
  noun: string;
  name: string;
  deleteMessage: string;
  archivedAt: string | null;
  /** The record's removal query (GET …/:id/removal). */
  removal: { data?: Removal; isError: boolean; refetch: () => Promise<{ data?: Removal }> };
  archive: () => Promise<unknown>;
  restore: () => Promise<unknown>;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  /** The toast of a refused delete, when the spec words it ("Failed to delete track: …"). */
  deleteFailed?: (message: string) => string;
}

/**
 * The destructive button of a record's page, labelled Archive or Delete by its history, with its
 * confirmation and toasts; Restore (and Delete, once nothing holds it) for an archived record.
 * The removal is read again when clicked, so the confirmation says what is true now.
 */
export function RemovalActions(props: RemovalActionsProps) {
  const { noun, name, archivedAt, removal } = props;
  const [busy, setBusy] = useState<'archive' | 'delete' | 'restore' | null>(null);
  const Noun = capitalized(noun);

  const run = async (action: 'archive' | 'delete' | 'restore') => {
    setBusy(action);
    try {
      if (action === 'delete') {
        await props.remove();
        notifySuccess(`${Noun} deleted`);
        props.onDeleted();
      } else if (action === 'archive') {
        await props.archive();
        notifySuccess(`${Noun} archived`);
      } else {
        await props.restore();
        notifySuccess(`${Noun} restored`);
      }
    } catch (err) {
      const message = errorMessage(err, `The ${noun} could not be ${action === 'delete' ? 'deleted' : `${action}d`}`);
      notifyError(action === 'delete' && props.deleteFailed ? props.deleteFailed(message) : message);
    } finally {
      setBusy(null);
    }
  };

  const ask = async () => {
    const fresh = await removal.refetch();
    if (!fresh.data) {
      notifyError(`Could not check what removing this ${noun} would affect. Please try again.`);
      return;
    }
    confirmRemoval({
      noun,
      name,
      deleteMessage: props.deleteMessage,
      removal: fresh.data,
      onConfirm: () => void run(fresh.data?.action === 'delete' ? 'delete' : 'archive'),
    });
  };

  const deletable = removal.data?.action === 'delete';
  if (archivedAt) {
    return (
      <>
        <OnlineOnlyButton
          variant="light"
          leftSection={<IconArchiveOff size={16} />}
          loading={busy === 'restore'}
          onClick={() => void run('restore')}
        >
          Restore
        </OnlineOnlyButton>
        {deletable ? (
          <OnlineOnlyButton
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={busy === 'delete'}
            onClick={() => void ask()}
          >
            Delete
          </OnlineOnlyButton>
        ) : null}
      </>
    );
  }
  // Until the history is known the button says Delete; the confirmation reads it again anyway.
  const archiving = removal.data?.action === 'archive';
  return (
    <OnlineOnlyButton
      color={archiving ? undefined : 'red'}
      variant={archiving ? 'default' : 'light'}
      leftSection={archiving ? <IconArchive size={16} /> : <IconTrash size={16} />}
      loading={busy !== null || (removal.data === undefined && !removal.isError)}
      onClick={() => void ask()}
    >
      {archiving ? 'Archive' : 'Delete'}
    </OnlineOnlyButton>
  );
}

/**
 * Whether a list shows its active or its archived records, kept in the address (`?show=archived`)
 * so Back from an archived record's page returns to the archived list.
 */
export function useArchivedView(): [boolean, (archived: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const archived = params.get('show') === 'archived';
  const setArchived = (next: boolean) => {
    const out = new URLSearchParams(params);
    if (next) out.set('show', 'archived');
    else out.delete('show');
    out.delete('page');
    setParams(out, { replace: true });
  };
  return [archived, setArchived];
}

/** The list's Active / Archived switch. */
export function ArchivedViewControl({
  archived,
  onChange,
  label,
}: {
  archived: boolean;
  onChange: (archived: boolean) => void;
  /** "Vehicles to show" … */
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      style={{ alignSelf: 'flex-start' }}
      value={archived ? 'archived' : 'active'}
      onChange={(value) => onChange(value === 'archived')}
      data={[
        { value: 'active', label: 'Active' },
        { value: 'archived', label: 'Archived' },
      ]}
    />
  );
}
