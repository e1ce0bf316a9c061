import { Group, Text, type MantineBreakpoint } from '@mantine/core';

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="12" fill="#1f2023" />
      <path
        d="M14 48V16h20a10 10 0 0 1 0 20H22v12z"
        fill="none"
        stroke="#f22625"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M40 40h10v8H40zM50 32h6v8h-6z" fill="#f8f9fa" />
    </svg>
  );
}

/** The logo and the name; `nameVisibleFrom` leaves the logo alone below that width. */
export function Wordmark({ nameVisibleFrom }: { nameVisibleFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Logo />
      <Text fw={800} size="lg" style={{ letterSpacing: '0.02em' }} visibleFrom={nameVisibleFrom}>
        Pitboard
      </Text>
    </Group>
  );
}
