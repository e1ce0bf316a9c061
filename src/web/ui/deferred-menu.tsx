import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';

/** How a deferred menu was asked for: by a press on its trigger, which had the focus or not. */
export interface MenuOpening {
  focused: boolean;
}

/** What DeferredMenu gives its trigger; a plain button takes them all. */
interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A menu whose code (Mantine's Menu, Popover, focus trap and floating-ui, about 35 KB gzip) loads
 * when its trigger is first reached for rather than with the first screen: the header's menus are
 * on every signed-in screen, and were a third of what the dashboard waited for before it painted.
 *
 * Until it is pressed the trigger is drawn alone; pointing at it or focusing it fetches the code
 * (`load`), without drawing anything new. The first press draws `menu(opening)`: the lazily loaded
 * module's DeferredMenuRoot (./deferred-menu-root.tsx), with the same trigger as its target.
 */
export function DeferredMenu({
  trigger,
  load,
  menu,
}: {
  trigger: ReactElement<TriggerProps>;
  load: () => Promise<unknown>;
  menu: (opening: MenuOpening) => ReactNode;
}) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const prefetch = () => void load().catch(() => undefined);
  if (!opening) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onPointerDown: prefetch,
      onFocus: prefetch,
      onClick: (event) => setOpening({ focused: event.currentTarget === document.activeElement }),
    });
  }
  return (
    <Suspense fallback={cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false })}>
      {menu(opening)}
    </Suspense>
  );
}

/**
 * For the lazily loaded Menu: its `opened` state and a ref for the trigger inside Menu.Target.
 * Drawn closed, it gives the trigger the focus if the plain one had it, then opens, so that the
 * menu returns the focus to its trigger when it closes, as it does when opened by its own target.
 */
export function useDeferredMenuOpening<T extends HTMLElement>(
  opening: MenuOpening,
): { triggerRef: RefObject<T | null>; opened: boolean; setOpened: (opened: boolean) => void } {
  const triggerRef = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  const focused = useRef(opening.focused);
  useEffect(() => {
    if (focused.current) triggerRef.current?.focus();
    // Opened in the next frame, after the closed menu has been drawn with the focus on its trigger.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { triggerRef, opened, setOpened };
}
