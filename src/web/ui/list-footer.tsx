import type { ReactNode } from 'react';
import { Group, Pagination, Text } from '@mantine/core';

/** Under a paged list: the 'Showing …' line, anything extra, and the pager when there is more than one page. */
export function ListFooter({
  summary,
  total,
  page,
  pageSize,
  onPageChange,
  children,
}: {
  summary: ReactNode;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  children?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {summary}
      </Text>
      <Group gap="md" wrap="wrap">
        {children}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        ) : null}
      </Group>
    </Group>
  );
}
