import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { formatDate, todayIso } from '@shared/lib/dates';
import { annualSavingPercent, planDetails, type PaidPlan, type Plan } from '@shared/subscription/subscription.rules';
import { PricingTable } from '@web/ui/pricing-table';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifyError } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSubscription } from '../api/get-subscription';
import { useUpgradeSubscription } from '../api/upgrade-subscription';

export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const subscription = useSubscription();
  const upgrade = useUpgradeSubscription();
  const [welcomePlan, setWelcomePlan] = useState<PaidPlan | null>(null);

  if (subscription.isPending) return <PageLoader label="Loading subscription..." />;
  if (subscription.isError) {
    return <ErrorState message="Failed to fetch subscription status" onRetry={() => void subscription.refetch()} />;
  }
  const current = subscription.data;

  const choose = async (plan: PaidPlan) => {
    try {
      await upgrade.mutateAsync({ plan, today: todayIso() });
      setWelcomePlan(plan);
    } catch (err) {
      notifyError(errorMessage(err, 'Failed to upgrade plan. Please try again.'));
    }
  };

  const actionFor = (plan: Plan) => {
    if (plan === current.plan) {
      return (
        <Button variant="default" disabled fullWidth>
          Current plan
        </Button>
      );
    }
    if (plan === 'free') return null;
    return (
      <Button
        fullWidth
        loading={upgrade.isPending && upgrade.variables.plan === plan}
        disabled={upgrade.isPending}
        onClick={() => void choose(plan)}
      >
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
      <Text>
        Current plan: <strong>{planDetails[current.plan].name}</strong>
        {current.nextBillingDate ? ` · next billing date ${formatDate(current.nextBillingDate)}` : ''}
      </Text>
      <PricingTable
        badgeFor={(plan) => (plan === 'annual' ? `Save ${annualSavingPercent()}%` : null)}
        actionFor={actionFor}
      />
    </Stack>
  );
}
