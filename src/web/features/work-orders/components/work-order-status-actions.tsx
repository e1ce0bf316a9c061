import { Button, Text, type ButtonProps } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconLock, IconSend, IconX } from '@tabler/icons-react';
import { permissionMessages } from '@shared/auth/permissions.rules';
import type { ManualWorkOrderStatus, WorkOrderStatus } from '@shared/work-orders/work-orders.rules';
import { recordsClientApproval, workOrderMessages } from '@shared/work-orders/work-orders.rules';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useChangeWorkOrderStatus } from '../api/change-work-order-status';

interface Move {
  label: string;
  icon: React.ReactNode;
  variant: ButtonProps['variant'];
  color?: string;
  done: (number: string) => string;
  failed: string;
  /** Asked before the move; null moves at once. */
  confirm: ((number: string) => { title: string; message: string; confirmLabel: string; danger: boolean }) | null;
}

const moves: Record<ManualWorkOrderStatus, Move> = {
  pending_approval: {
    label: 'Send for Approval',
    icon: <IconSend size={16} />,
    variant: 'filled',
    done: (n) => `Work order ${n} sent for approval`,
    failed: workOrderMessages.sendFailed,
    confirm: null,
  },
  approved: {
    label: 'Approve',
    icon: <IconCheck size={16} />,
    variant: 'filled',
    color: 'green',
    done: (n) => `Work order ${n} approved`,
    failed: 'Error approving work order. Please try again.',
    confirm: (n) => ({
      title: 'Approve work order',
      message: `Record the client's approval of ${n}? An approved work order can no longer be edited; it is ready to invoice.`,
      confirmLabel: 'Approve',
      danger: false,
    }),
  },
  draft: {
    label: 'Back to Draft',
    icon: <IconArrowBackUp size={16} />,
    variant: 'default',
    done: (n) => `Work order ${n} is a draft again`,
    failed: 'Error moving work order back to draft. Please try again.',
    confirm: null,
  },
  cancelled: {
    label: 'Cancel Work Order',
    icon: <IconX size={16} />,
    variant: 'light',
    color: 'red',
    done: (n) => `Work order ${n} cancelled`,
    failed: 'Error cancelling work order. Please try again.',
    confirm: (n) => ({
      title: 'Cancel work order',
      message: `Cancel ${n}? A cancelled work order cannot be reopened, edited or invoiced.`,
      confirmLabel: 'Cancel Work Order',
      danger: true,
    }),
  },
};

/** The order the buttons show in: forward moves first. */
const order: ManualWorkOrderStatus[] = ['pending_approval', 'approved', 'draft', 'cancelled'];

/** The moves this member may make of those the work order allows: approving only for those who may approve. */
function useAllowedMoves(nextStatuses: readonly ManualWorkOrderStatus[]): ManualWorkOrderStatus[] {
  const canApprove = useCan('approve_work_orders');
  return order.filter((to) => nextStatuses.includes(to) && (canApprove || !recordsClientApproval(to)));
}

/**
 * Why a work order waiting for approval shows no Approve to this member (their role may not
 * approve); nothing otherwise.
 */
export function ApprovalNotAllowed({ nextStatuses }: { nextStatuses: readonly ManualWorkOrderStatus[] }) {
  const allowed = useAllowedMoves(nextStatuses);
  const withheld = nextStatuses.some((to) => recordsClientApproval(to) && !allowed.includes(to));
  if (!withheld) return null;
  return (
    <Text size="sm" c="dimmed" role="note">
      <IconLock size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {permissionMessages.approve_work_orders}
    </Text>
  );
}

/**
 * The status moves the server allows from here and the member's role may make (Send for
 * Approval, Approve, Back to Draft, Cancel Work Order), the lasting ones confirmed first. A
 * refusal (409) shows the server's reason.
 */
export function WorkOrderStatusActions({
  workOrder,
  nextStatuses,
  size = 'sm',
}: {
  workOrder: { id: string; number: string; status: WorkOrderStatus };
  nextStatuses: readonly ManualWorkOrderStatus[];
  size?: ButtonProps['size'];
}) {
  const change = useChangeWorkOrderStatus();
  const allowed = useAllowedMoves(nextStatuses);
  const run = (to: ManualWorkOrderStatus) => {
    const move = moves[to];
    change.mutate(
      { id: workOrder.id, input: { status: to } },
      {
        onSuccess: () => notifySuccess(move.done(workOrder.number)),
        onError: (err) => notifyError(errorMessage(err, move.failed)),
      },
    );
  };
  return allowed.map((to) => {
    const move = moves[to];
    const ask = move.confirm;
    return (
      <Button
        key={to}
        size={size}
        variant={move.variant}
        color={move.color}
        leftSection={move.icon}
        loading={change.isPending && change.variables?.input.status === to}
        disabled={change.isPending}
        aria-label={`${move.label} ${workOrder.number}`}
        onClick={() => {
          if (!ask) return run(to);
          confirmAction({ ...ask(workOrder.number), onConfirm: () => run(to) });
        }}
      >
        {move.label}
      </Button>
    );
  });
}
