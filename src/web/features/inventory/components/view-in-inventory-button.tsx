import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths, withQuery } from '@web/app/paths';

/** From a location's or supplier's card to the inventory list filtered to it. */
export function ViewInInventoryButton({
  filter,
  icon,
  label,
  ariaLabel,
}: {
  filter: { location: string } | { supplier: string };
  icon: ReactNode;
  label: string;
  ariaLabel: string;
}) {
  return (
    <Button
      component={Link}
      to={withQuery(paths.inventory, filter)}
      size="xs"
      variant="light"
      leftSection={icon}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
