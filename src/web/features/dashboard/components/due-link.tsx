import { Button } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dueLinkLabel } from '@shared/due-list/due-list.rules';
import { todayIso } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { useDueList } from '@web/features/due-list/api/get-due-list';
import { useMode } from '@web/lib/mode-context';

/** The way to the What's Due screen, with how many things are due once known. */
export function DueLink() {
  const { mode } = useMode();
  const due = useDueList({ today: todayIso(), mode });
  const count = due.data?.items.length;
  return (
    <Button
      component={Link}
      to={paths.due}
      variant={count ? 'filled' : 'default'}
      color={count ? 'orange' : undefined}
      leftSection={<IconBellRinging size={16} aria-hidden />}
    >
      {count === undefined ? "What's Due" : dueLinkLabel(count)}
    </Button>
  );
}
