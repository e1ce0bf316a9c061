import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { rateCardMessages } from '@shared/rate-cards/rate-cards.contract';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useClientRateCard } from './get-client-rate-card';
import { useRateCards } from './get-rate-cards';
import { useSetClientRateCard } from './set-client-rate-card';

const defaultChoice = 'default';

/** The Select of the team's cards, with "Team default" first, and Save. */
function ChooseRateCard({
  clientId,
  clientName,
  assigned,
}: {
  clientId: string;
  clientName: string;
  assigned: string | null;
}) {
  const cards = useRateCards();
  const save = useSetClientRateCard(clientId);
  const [choice, setChoice] = useState<string>(assigned ?? defaultChoice);
  if (cards.isPending) return <Loader size="xs" aria-label="Loading rate cards" />;
  if (cards.isError) {
    return <ErrorState message={rateCardMessages.loadFailed} onRetry={() => void cards.refetch()} />;
  }
  const data = [
    { value: defaultChoice, label: 'Team default card' },
    ...cards.data.map((c) => ({ value: c.id, label: c.isDefault ? `${c.name} (default)` : c.name })),
  ];
  const submit = () =>
    save.mutate(choice === defaultChoice ? null : choice, {
      onSuccess: () => notifySuccess(rateCardMessages.clientCardSaved(clientName)),
      onError: (err) => notifyError(errorMessage(err, rateCardMessages.saveFailed)),
    });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Price this client from"
        data={data}
        value={choice}
        onChange={(v) => setChoice(v ?? defaultChoice)}
        allowDeselect={false}
        style={{ flex: '1 1 14rem' }}
      />
      <Button onClick={submit} loading={save.isPending} disabled={choice === (assigned ?? defaultChoice)}>
        Save Rate Card
      </Button>
    </Group>
  );
}

/**
 * The client's rate card on their page: the card their work orders are priced from (their own or
 * the team's default) and, for members who manage billing, the choice of another.
 */
export function ClientRateCardCard({
  clientId,
  clientName,
  canChoose,
}: {
  clientId: string;
  clientName: string;
  canChoose: boolean;
}) {
  const card = useClientRateCard(clientId);
  return (
    <Card component="section" aria-labelledby="client-rate-card-title">
      <Title order={2} size="h4" mb="sm" id="client-rate-card-title">
        Rate Card
      </Title>
      {card.isPending ? (
        <Loader size="sm" aria-label="Loading rate card" />
      ) : card.isError ? (
        <ErrorState
          message={errorMessage(card.error, rateCardMessages.loadFailed)}
          onRetry={() => void card.refetch()}
        />
      ) : (
        <Stack gap="sm">
          <Group gap="xs" data-testid="client-rate-card">
            <Text size="sm">
              Work orders are priced from{' '}
              <Text span fw={600} size="sm">
                {card.data.rateCard?.name ?? rateCardMessages.noRateCard}
              </Text>
            </Text>
            {card.data.source ? (
              <Badge variant="light" color={card.data.source === 'client' ? 'teal' : 'gray'}>
                {card.data.source === 'client' ? "Client's own card" : 'Team default'}
              </Badge>
            ) : null}
          </Group>
          {canChoose ? (
            <ChooseRateCard
              key={card.data.assignedRateCardId ?? defaultChoice}
              clientId={clientId}
              clientName={clientName}
              assigned={card.data.assignedRateCardId}
            />
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
