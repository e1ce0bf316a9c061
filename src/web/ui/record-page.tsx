import type { ReactNode } from 'react';
import { Anchor, Button, Grid, Stack } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppError } from '@shared/lib/app-error';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PageHeader } from './page-header';
import { PageLoader } from './page-loader';

/*
 * The frame of a record's own page (a repair, a damage report): the way back to its list, its
 * header and actions, and either its edit form or its details beside what belongs to it.
 */

/** Where the page leads back to: the record's list. */
interface BackTo {
  to: string;
  /** The list's name: "Repairs" reads "← Back to Repairs". */
  list: string;
}

/** The link back to the record's list, above its header. */
function BackLink({ to, list }: BackTo) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ← Back to {list}
    </Anchor>
  );
}

/**
 * What the page shows while its record is not there: loading, not found (it may have been
 * deleted, with the way back), or the fetch failed (with Retry).
 */
export function RecordQueryFallback({
  query,
  loadingLabel,
  notFoundTitle,
  back,
  failedMessage,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  notFoundTitle: string;
  back: BackTo;
  failedMessage: string;
}) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.error instanceof AppError && query.error.status === 404) {
    return (
      <EmptyState
        title={notFoundTitle}
        description="It may have been deleted."
        action={
          <Button component={Link} to={back.to} variant="default">
            Back to {back.list}
          </Button>
        }
      />
    );
  }
  return <ErrorState message={failedMessage} onRetry={() => void query.refetch()} />;
}

/** Edit and Delete, the last actions of a record's header. */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button leftSection={<IconEdit size={16} />} variant="default" onClick={onEdit}>
        Edit
      </Button>
      <Button leftSection={<IconTrash size={16} />} color="red" variant="light" onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}

/** Another record this one is linked to: its title as a link, and its badge under it. */
export function LinkedRecord({ to, title, badge }: { to: string; title: string; badge: ReactNode }) {
  return (
    <Stack gap={6} align="flex-start">
      <Anchor component={Link} to={to} fw={600}>
        {title}
      </Anchor>
      {badge}
    </Stack>
  );
}

/**
 * A record's page: back link, header (its actions hidden while editing), then the edit form, or
 * the details (two thirds) beside what belongs to the record (one third, under it on a phone).
 */
export function RecordPageLayout({
  back,
  title,
  subtitle,
  actions,
  editing,
  form,
  main,
  side,
  children,
}: {
  back: BackTo;
  title: string;
  subtitle: ReactNode;
  actions: ReactNode;
  editing: boolean;
  form: ReactNode;
  main: ReactNode;
  side: ReactNode;
  /** After the page (its modals). */
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <BackLink {...back} />
      <PageHeader title={title} subtitle={subtitle} actions={editing ? null : actions} />
      {editing ? (
        form
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{side}</Grid.Col>
        </Grid>
      )}
      {children}
    </Stack>
  );
}
