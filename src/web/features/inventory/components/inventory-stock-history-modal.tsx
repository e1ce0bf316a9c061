import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import {
  stockChangeInputSchema,
  stockChangeRefusedMessages,
  type InventoryItem,
  type StockMove,
} from '@shared/inventory/inventory.contract';
import { stockAfterChange, stockMoveReasonLabels } from '@shared/inventory/inventory.rules';
import { formatDate, formatTime } from '@shared/lib/dates';
import { paths } from '@web/app/paths';
import { errorMessage } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form';
import { ErrorState } from '@web/ui/error-state';
import { notifySuccess } from '@web/ui/notify';
import { PageLoader } from '@web/ui/page-loader';
import { useChangeInventoryStock } from '../api/change-inventory-stock';
import { useInventoryItem } from '../api/get-inventory-item';
import { useStockMoves } from '../api/get-stock-moves';
import { InventoryStockBadge } from './inventory-stock-badge';

interface StockChangeValues {
  reason: 'received' | 'adjusted';
  change: number | string;
  note: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Stock history: every move of the item's stock, and Receive stock / Adjust. */
export function InventoryStockHistoryModal({ item, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Stock history: ${item.name}` : 'Stock history'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {item ? <StockHistory item={item} /> : null}
    </Modal>
  );
}

function StockHistory({ item }: { item: InventoryItem }) {
  const live = useInventoryItem(item.id);
  const current = live.data ?? item;
  const moves = useStockMoves(item.id);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm">In stock now:</Text>
        <InventoryStockBadge stock={current.currentStock} level={current.stockLevel} />
      </Group>
      <StockChangeForm item={current} />
      <Title order={3} size="h5">
        Moves
      </Title>
      {moves.isPending ? (
        <PageLoader label="Loading stock history..." />
      ) : moves.isError ? (
        <ErrorState
          message={errorMessage(moves.error, 'The stock history could not be loaded')}
          onRetry={() => void moves.refetch()}
        />
      ) : moves.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No stock moves recorded yet.
        </Text>
      ) : (
        <MovesTable moves={moves.data} />
      )}
    </Stack>
  );
}

function MovesTable({ moves }: { moves: StockMove[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped verticalSpacing="xs" aria-label="Stock moves">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
            <Table.Th ta="right">Stock after</Table.Th>
            <Table.Th>Work order / note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moves.map((move) => (
            <Table.Tr key={move.id}>
              <Table.Td>
                {formatDate(move.createdAt)} {formatTime(move.createdAt)}
              </Table.Td>
              <Table.Td>{move.userName ?? 'A removed account'}</Table.Td>
              <Table.Td>{stockMoveReasonLabels[move.reason]}</Table.Td>
              <Table.Td ta="right">
                <Text span size="sm" fw={600} c={move.change < 0 ? 'red.4' : 'green.4'}>
                  {signed(move.change)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{move.stockAfter}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {move.workOrderId ? (
                    <Anchor component={Link} to={paths.workOrder(move.workOrderId)} size="sm">
                      {move.workOrderNumber ?? 'Work order'}
                    </Anchor>
                  ) : null}
                  {move.note ? (
                    <Text size="xs" c="dimmed">
                      {move.note}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StockChangeForm({ item }: { item: InventoryItem }) {
  const change = useChangeInventoryStock();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<StockChangeValues>({
    mode: 'controlled',
    initialValues: { reason: 'received', change: '', note: '' },
    clearInputErrorOnChange: true,
    validate: (values) => {
      const errors = schemaResolver(stockChangeInputSchema, { sync: true })(values);
      if (errors.change || typeof values.change !== 'number') return errors;
      const after = stockAfterChange(item.currentStock, values.change);
      return 'refused' in after ? { ...errors, change: stockChangeRefusedMessages[after.refused] } : errors;
    },
  });
  const receiving = form.values.reason === 'received';

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const saved = await change.mutateAsync({
        id: item.id,
        input: { reason: values.reason, change: Number(values.change), note: values.note },
      });
      notifySuccess(`${saved.name}: ${saved.currentStock} in stock`);
      form.reset();
    } catch (err) {
      setError(applyServerErrors(form, err, 'The stock could not be changed. Please try again.'));
    }
  });

  return (
    <Card withBorder component="section" aria-label="Change stock" p="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <SegmentedControl
            aria-label="Kind of change"
            data={[
              { value: 'received', label: 'Receive stock' },
              { value: 'adjusted', label: 'Adjust' },
            ]}
            {...form.getInputProps('reason')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={receiving ? 'Units received' : 'Change (+ or −)'}
              description={receiving ? 'Added to the stock.' : 'Negative removes, e.g. -2 for damaged parts.'}
              required
              allowDecimal={false}
              allowNegative={!receiving}
              min={receiving ? 1 : undefined}
              inputMode={receiving ? 'numeric' : 'text'}
              {...form.getInputProps('change')}
            />
            <TextInput label="Note" placeholder="e.g. Order #1042, stock count" {...form.getInputProps('note')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" size="sm" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : receiving ? 'Receive stock' : 'Save adjustment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
