import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { formatCents } from '@shared/lib/money';
import type { RateCard } from '@shared/rate-cards/rate-cards.contract';
import { quickAddTemplates, type QuickAddTemplate } from '@shared/work-orders/quick-add.rules';
import {
  chargeKindLabels,
  chargeKinds,
  lineTotalCents,
  workOrderMessages,
  formatQuantity,
} from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { useCan } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useCreateDefaultRateCard } from '@web/features/rate-cards/api/create-default-rate-card';
import type { Pricing } from '../api/use-pricing';

function TemplateButton({ template, onAdd }: { template: QuickAddTemplate; onAdd: () => void }) {
  const total = lineTotalCents(template.quantity, template.unitRateCents);
  return (
    <UnstyledButton
      onClick={onAdd}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-dark-4)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            <VisuallyHidden>Add </VisuallyHidden>
            {template.label}
          </Text>
          <Text size="xs" c="dimmed">
            {formatQuantity(template.quantity)} × {formatCents(template.unitRateCents)} = {formatCents(total)}
          </Text>
        </Stack>
        <IconPlus size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/** 'No Rate Card Found': the way to create one for those who manage billing; others are told who can. */
function NoRateCard() {
  const canBill = useCan('manage_billing');
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={workOrderMessages.noRateCard}>
      <Stack gap="xs">
        <Text size="sm">{workOrderMessages.noRateCardHint}</Text>
        {canBill ? <CreateRateCardActions /> : <Text size="sm">{permissionMessages.manage_billing}</Text>}
      </Stack>
    </Alert>
  );
}

function CreateRateCardActions() {
  const create = useCreateDefaultRateCard();
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="xs"
        loading={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: () => notifySuccess('Default rate card created'),
            onError: (err) => notifyError(errorMessage(err, 'Error creating rate card. Please try again.')),
          })
        }
      >
        Create Default Rate Card
      </Button>
      <Anchor component={Link} to={paths.pricing} size="sm">
        Open Pricing Management
      </Anchor>
    </Group>
  );
}

function Templates({
  card,
  pricing,
  onAdd,
}: {
  card: RateCard;
  pricing: Pricing;
  onAdd: (template: QuickAddTemplate) => void;
}) {
  const templates = quickAddTemplates(card, pricing.multiplier);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Priced from {pricing.clientCard ? "the client's rate card" : 'the default rate card'}, {card.name}
        {pricing.multiplier === 1 ? '' : `; labour × ${pricing.multiplier}`}.
      </Text>
      {chargeKinds.map((kind) => {
        const ofKind = templates.filter((t) => t.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <Stack key={kind} gap={6}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {chargeKindLabels[kind]}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
              {ofKind.map((template) => (
                <TemplateButton key={template.key} template={template} onAdd={() => onAdd(template)} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The builder's Quick Add panel: the spec's templates priced from the client's rate card (else the
 * team's default), labour at the work order's multiplier; without a card, 'No Rate Card Found'
 * with a way to create it.
 */
export function QuickAddPanel({ pricing, onAdd }: { pricing: Pricing; onAdd: (template: QuickAddTemplate) => void }) {
  return (
    <Paper withBorder p="md" id="quick-add-panel">
      {pricing.isPending ? (
        <PageLoader label="Loading rate card..." />
      ) : pricing.error ? (
        <ErrorState
          message={errorMessage(pricing.error, 'The rate card could not be loaded')}
          onRetry={pricing.refetch}
        />
      ) : pricing.card ? (
        <Templates card={pricing.card} pricing={pricing} onAdd={onAdd} />
      ) : (
        <NoRateCard />
      )}
    </Paper>
  );
}
