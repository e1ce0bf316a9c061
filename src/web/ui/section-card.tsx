import type { ReactNode } from 'react';
import { Card, Title, type MantineSpacing } from '@mantine/core';

/** A card of a page or form under its own heading (an h2 the size of an h4). */
export function SectionCard({
  title,
  titleGap = 'md',
  children,
}: {
  title: string;
  /** The space under the heading. */
  titleGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card>
      <Title order={2} size="h4" mb={titleGap}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
