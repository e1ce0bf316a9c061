import { useId, type ReactNode } from 'react';
import { Card, Collapse, Group, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { OnlineOnlyGroup } from '@web/ui/online-only';

/** A card whose body folds away; the heading is the toggle. */
export function CollapsibleSection({
  title,
  defaultOpen = true,
  actions,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const bodyId = useId();
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={bodyId} style={{ flex: '1 1 auto' }}>
          <Group gap="xs" wrap="nowrap">
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms ease' }}
            />
            <Title order={2} size="h4">
              {title}
            </Title>
          </Group>
        </UnstyledButton>
        {actions ? <OnlineOnlyGroup gap="xs">{actions}</OnlineOnlyGroup> : null}
      </Group>
      <Collapse expanded={opened} id={bodyId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Card>
  );
}
