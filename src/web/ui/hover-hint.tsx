import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react';
import type { Tooltip as MantineTooltip } from '@mantine/core';

type TooltipComponent = typeof MantineTooltip;

/** Mantine's Tooltip once its code has loaded (by any hint on the page). */
let loadedTooltip: TooltipComponent | null = null;
const loadTooltip = (): Promise<TooltipComponent> =>
  import('./hover-hint-tooltip').then((module) => (loadedTooltip = module.Tooltip));

interface HintTargetProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: () => void;
}

/**
 * A label shown while a mouse points at `children` (Mantine's Tooltip), for icon buttons that are
 * labelled for screen readers already. The Tooltip's code and floating-ui (about 25 KB gzip) load
 * when a mouse first points at a hint, not with the screen: the dashboard's damage reports showed
 * hints before it could paint. The first hint pointed at opens once the code is there, if the
 * mouse is still on it; on a touch screen hints never show, as with the Tooltip itself.
 */
export function HoverHint({ label, children }: { label: string; children: ReactElement<HintTargetProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  // Whether the mouse is on the hint while the Tooltip's code loads: it opens at once if so.
  const [pointedAt, setPointedAt] = useState(false);
  if (Tooltip) {
    return (
      <Tooltip label={label} defaultOpened={pointedAt}>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return;
      setPointedAt(true);
      void loadTooltip().then((loaded) => setTooltip(() => loaded));
    },
    onPointerLeave: () => setPointedAt(false),
  });
}
