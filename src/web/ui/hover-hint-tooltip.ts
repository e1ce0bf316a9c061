/** Mantine's Tooltip on its own, for HoverHint (./hover-hint.tsx) to load when first needed. */
export { Tooltip } from '@mantine/core';
