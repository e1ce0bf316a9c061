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
import { useDefaultRateCard } from '../api/get-default-rate-card';

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

function Templates({ card, onAdd }: { card: RateCard; onAdd: (template: QuickAddTemplate) => void }) {
  const templates = quickAddTemplates(card);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Priced from the default rate card, {card.name}.
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
 * The builder's Quick Add panel: the spec's templates priced from the team's default rate card;
 * without one, 'No Rate Card Found' with a way to create it.
 */
export function QuickAddPanel({ onAdd }: { onAdd: (template: QuickAddTemplate) => void }) {
  const rateCard = useDefaultRateCard();
  return (
    <Paper withBorder p="md" id="quick-add-panel">
      {rateCard.isPending ? (
        <PageLoader label="Loading rate card..." />
      ) : rateCard.isError ? (
        <ErrorState
          message={errorMessage(rateCard.error, 'The default rate card could not be loaded')}
          onRetry={() => void rateCard.refetch()}
        />
      ) : rateCard.data.rateCard ? (
        <Templates card={rateCard.data.rateCard} onAdd={onAdd} />
      ) : (
        <NoRateCard />
      )}
    </Paper>
  );
}
