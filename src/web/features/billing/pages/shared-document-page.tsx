import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconLinkOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { PublicEstimate, PublicDocument } from '@shared/document-links/document-links.contract';
import { documentMessages } from '@shared/document-links/document-links.rules';
import { AppError } from '@shared/lib/app-error';
import { formatDate } from '@shared/lib/dates';
import { formatCents } from '@shared/lib/money';
import { workOrderStatusLabels } from '@shared/work-orders/work-orders.rules';
import { paths } from '@web/app/paths';
import { SiteFooter } from '@web/app/shell/site-footer';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/page-loader';
import { Wordmark } from '@web/ui/wordmark';
import { sharedDocumentPdfUrl, sharedDocumentQuery, useAnswerEstimate } from '../api/document-sending';
import { InvoiceDocument, WorkOrderLines } from '../components/invoice-preview-modal';

/** An unknown, expired or revoked link: the server's words, and no stack trace. */
function LinkNotValid({ message }: { message: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        This link does not open a document
      </Title>
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}

function ShopHeader({ shop }: { shop: PublicEstimate['shop'] }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h4">
        {shop.name}
      </Title>
      {[...shop.addressLines, shop.phone, shop.email].filter(Boolean).map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Approve (typing their name) or Decline (with a note). */
function AnswerForm({ token }: { token: string }) {
  const answer = useAnswerEstimate(token);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [declining, setDeclining] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    answer.mutate(declining ? { approve: false, note } : { approve: true, name }, {
      onError: (err) => {
        const fields = fieldErrors(err);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(errorMessage(err, 'Your answer could not be recorded. Please try again.'));
      },
    });
  };
  return (
    <Card component="section" aria-labelledby="answer-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="answer-title">
            {declining ? 'Decline this estimate' : 'Approve this estimate'}
          </Title>
          {declining ? (
            <Textarea
              label="Why do you decline?"
              required
              autosize
              minRows={2}
              value={note}
              error={errors.note}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setErrors({});
              }}
            />
          ) : (
            <TextInput
              label="Your name"
              description="Typing your name approves the work and its estimated total."
              required
              autoComplete="name"
              value={name}
              error={errors.name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setErrors({});
              }}
            />
          )}
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              onClick={() => {
                setDeclining(!declining);
                setErrors({});
              }}
            >
              {declining ? 'Approve instead' : 'Decline instead'}
            </Button>
            <Button type="submit" color={declining ? 'red' : 'green'} loading={answer.isPending}>
              {declining ? 'Decline estimate' : 'Approve estimate'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function EstimateView({ estimate, token }: { estimate: PublicEstimate; token: string }) {
  return (
    <Stack gap="lg">
      <ShopHeader shop={estimate.shop} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          Estimate {estimate.workOrder.number}
        </Title>
        <Text size="sm" c="dimmed">
          For {estimate.clientName} · {workOrderStatusLabels[estimate.status]}
        </Text>
        {estimate.description ? <Text size="sm">{estimate.description}</Text> : null}
      </Stack>
      <Card>
        <WorkOrderLines workOrder={estimate.workOrder} />
        <Divider my="sm" />
        <Group justify="space-between">
          <Text fw={700}>Estimated total</Text>
          <Text fw={700} data-testid="estimate-total">
            {formatCents(estimate.workOrder.totalCents)}
          </Text>
        </Group>
      </Card>
      {estimate.clientApprovedAt ? (
        <Alert color="green" variant="light" role="status" title="Approved">
          Approved by {estimate.clientApprovedBy} on {formatDate(estimate.clientApprovedAt)}. Thank you.
        </Alert>
      ) : estimate.declinedNote ? (
        <Alert color="orange" variant="light" role="status" title="Declined">
          You declined this estimate: {estimate.declinedNote}
        </Alert>
      ) : estimate.awaitingAnswer ? (
        <AnswerForm token={token} />
      ) : (
        <Alert color="gray" variant="light" role="status">
          {documentMessages.notPending}.
        </Alert>
      )}
    </Stack>
  );
}

function DocumentView({ document, token }: { document: PublicDocument; token: string }) {
  const number = document.kind === 'estimate' ? document.workOrder.number : document.invoice.number;
  return (
    <Stack gap="lg">
      {document.kind === 'estimate' ? (
        <EstimateView estimate={document} token={token} />
      ) : (
        <Stack gap="lg">
          <InvoiceDocument invoice={document.invoice} />
          <Card>
            <Stack gap={4}>
              <Text size="sm">
                Due {formatDate(document.invoice.dueDate)} ({document.invoice.terms}). Balance due{' '}
                <Text span fw={700} data-testid="shared-balance">
                  {formatCents(document.invoice.balanceCents)}
                </Text>
              </Text>
              <Text size="sm" fw={600}>
                Remit to
              </Text>
              <Text size="sm">{[document.invoice.shop.name, ...document.invoice.shop.addressLines].join(', ')}</Text>
              {document.invoice.shop.paymentInstructions ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {document.invoice.shop.paymentInstructions}
                </Text>
              ) : null}
            </Stack>
          </Card>
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          This private link works until {formatDate(document.expiresAt)}.
        </Text>
        <Button
          component="a"
          href={sharedDocumentPdfUrl(token)}
          download={`${number}.pdf`}
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Download PDF
        </Button>
      </Group>
    </Stack>
  );
}

function SharedDocument({ token }: { token: string }) {
  const query = useQuery(sharedDocumentQuery(token));
  const notFound = query.error instanceof AppError && query.error.status === 404;
  const title = query.data
    ? query.data.kind === 'estimate'
      ? `Estimate ${query.data.workOrder.number}`
      : `Invoice ${query.data.invoice.number}`
    : 'Document';
  useDocumentTitle(title);
  if (query.isPending) return <PageLoader label="Loading document..." />;
  if (query.isError) {
    if (notFound) return <LinkNotValid message={errorMessage(query.error, documentMessages.notFound)} />;
    return (
      <ErrorState
        message={errorMessage(query.error, 'The document could not be loaded. Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DocumentView document={query.data} token={token} />;
}

/** /d/{token}: a document mailed to a client, opened from its private link without an account. */
export function SharedDocumentPage() {
  const { token = '' } = useParams();
  return (
    <>
      <Container size="md" py="md" component="header">
        <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="Pitboard home">
          <Wordmark />
        </Anchor>
      </Container>
      <Container size="md" component="main" pb="xl">
        <SharedDocument token={token} />
        <SiteFooter />
      </Container>
    </>
  );
}
