import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Title, type ButtonProps, type MantineSpacing } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * One record in a grid of cards (a location, a supplier, a rate card): its heading with Edit at
 * the top right, then what the card says; the cards of a row stretch to one height.
 */
export function GridCard({
  name,
  heading,
  busy,
  onEdit,
  headingGap = 'xs',
  children,
}: {
  /** The record's name: the card's label and Edit's. */
  name: string;
  heading: ReactNode;
  /** A change to this record is on its way. */
  busy: boolean;
  onEdit: () => void;
  headingGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap={headingGap} wrap="nowrap">
          {heading}
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit} disabled={busy}>
            <IconPencil size={18} />
          </ActionIcon>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The name heading a grid card; a long one wraps. */
export function GridCardTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}

/** Delete at the foot of a grid card, labelled with the record's name (its ref reaches the button, for a Tooltip). */
export function GridCardDeleteButton({
  name,
  ...props
}: { name: string; ref?: Ref<HTMLButtonElement> } & ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'>) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} />}
      aria-label={`Delete ${name}`}
      {...props}
    >
      Delete
    </Button>
  );
}
