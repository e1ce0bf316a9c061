import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconReceipt, IconWand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { permissionMessages } from '@shared/auth/permissions.rules';
import { rateCardMessages, type RateCard } from '@shared/rate-cards/rate-cards.contract';
import { paths } from '@web/app/paths';
import { usePermission } from '@web/features/account/api/use-can';
import { errorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PermissionGate } from '@web/ui/no-access';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { PageHeader } from '@web/ui/page-header';
import { PageLoader } from '@web/ui/page-loader';
import { useCreateDefaultRateCard } from '../api/create-default-rate-card';
import { useDeleteRateCard } from '../api/delete-rate-card';
import { useRateCards } from '../api/get-rate-cards';
import { useSetDefaultRateCard } from '../api/set-default-rate-card';
import { PricingExplainer } from '../components/pricing-explainer';
import { RateCardCard } from '../components/rate-card-card';
import { RateCardFormModal } from '../components/rate-card-form-modal';

/** Pricing Management (/billing/pricing): the team's rate cards, for members who manage billing. */
export function PricingPage() {
  useDocumentTitle('Pricing Management');
  return (
    <PermissionGate permission={usePermission('manage_billing')} message={permissionMessages.manage_billing}>
      <RateCardsScreen />
    </PermissionGate>
  );
}

function RateCardsScreen() {
  const cards = useRateCards();
  const createDefault = useCreateDefaultRateCard();
  const setDefault = useSetDefaultRateCard();
  const remove = useDeleteRateCard();
  // The card stays while the modal closes, so its title does not change on the way out.
  const [modal, setModal] = useState<{ opened: boolean; card: RateCard | null }>({ opened: false, card: null });
  const busyId = setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null;

  const openNew = () => setModal({ opened: true, card: null });
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
      New Rate Card
    </Button>
  );

  const makeDefault = (card: RateCard) =>
    setDefault.mutate(card.id, {
      onSuccess: () => notifySuccess(`${card.name} is now the default rate card`),
      onError: (err) => notifyError(errorMessage(err, rateCardMessages.saveFailed)),
    });

  const confirmDelete = (card: RateCard) =>
    confirmAction({
      title: `Delete ${card.name}`,
      message: card.isDefault
        ? `${rateCardMessages.deleteConfirm} It is your default card: until another card is made the default, quick billing has no prices.`
        : rateCardMessages.deleteConfirm,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(card.id, {
          onSuccess: () => notifySuccess(`Rate card ${card.name} deleted`),
          onError: (err) => notifyError(errorMessage(err, 'The rate card could not be deleted')),
        }),
    });

  const createDefaultCard = () =>
    createDefault.mutate(undefined, {
      onSuccess: ({ rateCard }) => notifySuccess(`Rate card ${rateCard?.name ?? ''} created`),
      onError: () => notifyError(rateCardMessages.createFailed),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Pricing Management"
        subtitle="Rate cards set what your shop charges for track support, service and repairs."
        actions={
          <>
            <Button component={Link} to={paths.billing} variant="default" leftSection={<IconReceipt size={16} />}>
              Billing System
            </Button>
            {newButton}
          </>
        }
      />
      {cards.isPending ? (
        <PageLoader label="Loading rate cards..." />
      ) : cards.isError ? (
        <ErrorState message={rateCardMessages.loadFailed} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState
          title="No rate cards yet"
          description="Start from the standard rates (track support $125/hr, mechanic $95/hr and the rest) and adjust them, or build a card of your own."
          action={
            <Group gap="sm" justify="center">
              <Button
                leftSection={<IconWand size={16} />}
                onClick={createDefaultCard}
                loading={createDefault.isPending}
              >
                Create Default Rate Card
              </Button>
              <Button variant="default" leftSection={<IconPlus size={16} />} onClick={openNew}>
                New Rate Card
              </Button>
            </Group>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {cards.data.map((card) => (
            <RateCardCard
              key={card.id}
              card={card}
              busy={busyId === card.id}
              onEdit={() => setModal({ opened: true, card })}
              onSetDefault={() => makeDefault(card)}
              onDelete={() => confirmDelete(card)}
            />
          ))}
        </SimpleGrid>
      )}
      <PricingExplainer />
      <RateCardFormModal
        opened={modal.opened}
        card={modal.card}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
