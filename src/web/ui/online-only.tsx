import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, Group, Text, VisuallyHidden, type ButtonProps, type GroupProps } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOnline } from '@web/lib/use-online';
import { HoverHint } from './hover-hint';

/*
 * Actions that change something on the server and are not queued at the track (edit, delete,
 * add …). Without a connection they are disabled and say why: a hint under the mouse, the reason
 * as their accessible description, and once per group of actions a visible line.
 */

export const needsConnectionReason = 'Needs a connection';

interface GroupNote {
  /** The id of the group's visible reason, once it is drawn. */
  noteId: string | null;
  /** An online-only action joined the group; the returned function leaves it. */
  join: () => () => void;
}

const OnlineOnlyGroupContext = createContext<GroupNote | null>(null);

function NeedsConnectionNote({ id }: { id?: string }) {
  return (
    <Text
      id={id}
      size="sm"
      c="dimmed"
      component="span"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconWifiOff size={14} aria-hidden />
      {needsConnectionReason}
    </Text>
  );
}

/**
 * A row of actions (a page header's, a card's). Offline, when it holds an online-only action, it
 * ends with the visible reason "Needs a connection", which those actions name as their description.
 */
export function OnlineOnlyGroup({ children, ...groupProps }: GroupProps & { children: ReactNode }) {
  const online = useOnline();
  const id = useId();
  const [members, setMembers] = useState(0);
  const join = useCallback(() => {
    setMembers((count) => count + 1);
    return () => setMembers((count) => count - 1);
  }, []);
  const noted = !online && members > 0;
  const note = useMemo(() => ({ noteId: noted ? id : null, join }), [noted, id, join]);
  return (
    <OnlineOnlyGroupContext.Provider value={note}>
      <Group gap="sm" {...groupProps}>
        {children}
        {noted ? <NeedsConnectionNote id={id} /> : null}
      </Group>
    </OnlineOnlyGroupContext.Provider>
  );
}

export type OnlineOnlyButtonProps = ButtonProps & {
  children: ReactNode;
  /** An address to open (the button is then a link). */
  to?: string;
  /** A file to download from the server (the button is then a plain link the browser saves). */
  download?: string;
  onClick?: () => void;
};

/**
 * A Mantine Button (or link button, with `to`) for an action that needs the server. Offline it is
 * disabled (still focusable, so its reason can be read) and says "Needs a connection".
 */
export function OnlineOnlyButton({
  to,
  download,
  onClick,
  leftSection,
  children,
  ...buttonProps
}: OnlineOnlyButtonProps) {
  const online = useOnline();
  const group = useContext(OnlineOnlyGroupContext);
  const ownReasonId = useId();
  const join = group?.join;
  useEffect(() => join?.(), [join]);

  if (online) {
    if (download) {
      return (
        <Button component="a" href={download} download leftSection={leftSection} {...buttonProps}>
          {children}
        </Button>
      );
    }
    return to ? (
      <Button component={Link} to={to} leftSection={leftSection} {...buttonProps}>
        {children}
      </Button>
    ) : (
      <Button onClick={onClick} leftSection={leftSection} {...buttonProps}>
        {children}
      </Button>
    );
  }
  const reasonId = group?.noteId ?? ownReasonId;
  return (
    <>
      <HoverHint label={needsConnectionReason}>
        <Button
          {...buttonProps}
          loading={false}
          leftSection={<IconWifiOff size={16} aria-hidden />}
          data-disabled
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event: MouseEvent) => event.preventDefault()}
        >
          {children}
        </Button>
      </HoverHint>
      {group?.noteId ? null : <VisuallyHidden id={ownReasonId}>{needsConnectionReason}</VisuallyHidden>}
    </>
  );
}
