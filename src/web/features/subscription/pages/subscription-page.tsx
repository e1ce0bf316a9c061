import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconConfetti, IconLock } from '@tabler/icons-react';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { formatDate } from '@shared/lib/dates';
import {
  annualSavingLabel,
  freePlanLimits,
  isPaidPlan,
  planDetails,
  type PaidPlan,
  type Plan,
} from '@shared/subscription/subscription.rules';
import { usePermission } from '@web/features/account/api/use-can';
import { PricingTable } from '@web/features/subscription/api/pricing-table';
import { ErrorState } from '@web/ui/error-state';
import { confirmAction } from '@web/ui/confirm';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSubscription } from '../api/get-subscription';
import { useChangePlan } from '../api/change-plan';

const upgradeFailed = 'Failed to upgrade plan. Please try again.';
const downgradeFailed = 'Failed to change plan. Please try again.';

export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const subscription = useSubscription();
  const change = useChangePlan();
  const permission = usePermission('manage_plan');
  const [welcomePlan, setWelcomePlan] = useState<PaidPlan | null>(null);

  if (subscription.isPending || permission.status === 'pending') return <PageLoader label="Loading subscription..." />;
  if (subscription.isError) {
    return <ErrorState message="Failed to fetch subscription status" onRetry={() => void subscription.refetch()} />;
  }
  if (permission.status === 'error') {
    return <ErrorState message="Your role in the team could not be loaded." onRetry={permission.retry} />;
  }
  const current = subscription.data;
  // Every member sees the plan; only a team manager changes it (the server refuses anyone else).
  const canChange = permission.status === 'allowed';

  const rank = (plan: Plan) => planDetails[plan].priceCents;

  const choose = async (plan: Plan) => {
    const upgrading = rank(plan) > rank(current.plan);
    try {
      await change.mutateAsync({ plan });
      if (isPaidPlan(plan)) {
        setWelcomePlan(upgrading ? plan : null);
        if (!upgrading) notifySuccess(`You are on the ${planDetails[plan].name} plan now.`);
      } else {
        setWelcomePlan(null);
        notifySuccess('You are on the Free plan now.');
      }
    } catch {
      notifyError(upgrading ? upgradeFailed : downgradeFailed);
    }
  };

  const confirmFree = () =>
    confirmAction({
      title: 'Switch to the Free plan?',
      message:
        `Everything you have added stays and remains readable. The Free plan allows ` +
        `${freePlanLimits.cars} car, ${freePlanLimits.events} events and ${freePlanLimits.repairs} repairs: ` +
        `beyond those, adding more is refused until you upgrade again.`,
      confirmLabel: 'Switch to Free',
      onConfirm: () => void choose('free'),
    });

  const actionFor = (plan: Plan) => {
    if (plan === current.plan) {
      return (
        <Button variant="default" disabled fullWidth>
          Current plan
        </Button>
      );
    }
    if (!canChange) return null;
    const busy = change.isPending && change.variables.plan === plan;
    if (plan === 'free') {
      return (
        <Button variant="default" fullWidth loading={busy} disabled={change.isPending} onClick={confirmFree}>
          Switch to Free
        </Button>
      );
    }
    return (
      <Button fullWidth loading={busy} disabled={change.isPending} onClick={() => void choose(plan)}>
        Choose {planDetails[plan].name}
      </Button>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Subscription"
        subtitle="Pitboard is in beta: all plans are free and no credit card is needed."
      />
      {welcomePlan ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconConfetti />}
          title={`Welcome to Pitboard ${planDetails[welcomePlan].name}!`}
          role="status"
        >
          Your plan is active now. Cars, events and repairs are unlimited.
        </Alert>
      ) : null}
      {canChange ? null : (
        <Alert color="gray" variant="light" icon={<IconLock />} title="Plan changes">
          {permissionMessages.manage_plan}
        </Alert>
      )}
      <Text>
        Current plan: <strong>{planDetails[current.plan].name}</strong>
        {current.nextBillingDate ? ` · next billing date ${formatDate(current.nextBillingDate)}` : ''}
      </Text>
      <PricingTable badgeFor={(plan) => (plan === 'annual' ? annualSavingLabel() : null)} actionFor={actionFor} />
    </Stack>
  );
}
