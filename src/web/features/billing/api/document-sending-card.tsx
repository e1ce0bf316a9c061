import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconLinkOff, IconSend } from '@tabler/icons-react';
import type { DocumentSending } from '@shared/document-links/document-links.contract';
import { defaultDocumentMessage, defaultDocumentSubject } from '@shared/document-links/document-links.rules';
import { formatDate } from '@shared/lib/dates';
import { errorMessage, fieldErrors } from '@web/lib/api-client';
import { confirmAction } from '@web/ui/confirm';
import { FormActions } from '@web/ui/form-actions';
import { notifyError, notifySuccess } from '@web/ui/notify';
import { useDocumentSending, useRevokeDocumentLink, useSendDocument, type DocumentRef } from './document-sending';

const kindLabel = { estimate: 'estimate', invoice: 'invoice' } as const;

/** What became of the last sending: to whom and when, the link, the client's answer. */
function SendingSummary({ sending }: { sending: DocumentSending }) {
  const link =
    sending.linkState === 'active'
      ? `The link works until ${formatDate(sending.expiresAt)}.`
      : sending.linkState === 'expired'
        ? `The link expired on ${formatDate(sending.expiresAt)}.`
        : `The link was revoked on ${formatDate(sending.revokedAt)}.`;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="document-sent">
        Sent to {sending.sentTo} on {formatDate(sending.sentAt)}. {link}
      </Text>
      {sending.response === 'approved' ? (
        <Text size="sm" c="green.4" data-testid="document-answer">
          Approved by {sending.respondedName} on {formatDate(sending.respondedAt)}
        </Text>
      ) : sending.response === 'declined' ? (
        <Text size="sm" c="orange.4" data-testid="document-answer">
          Declined on {formatDate(sending.respondedAt)}: {sending.respondedNote}
        </Text>
      ) : null}
    </Stack>
  );
}

function SendForm({
  document,
  defaults,
  onClose,
}: {
  document: DocumentRef;
  defaults: { to: string; subject: string; message: string };
  onClose: () => void;
}) {
  const send = useSendDocument(document);
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((errs) => ({ ...errs, [name]: '' }));
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setFailure(null);
        send.mutate(values, {
          onSuccess: (sending) => {
            notifySuccess(`The ${kindLabel[document.kind]} was sent to ${sending.sentTo}`);
            onClose();
          },
          onError: (err) => {
            const fields = fieldErrors(err);
            if (Object.keys(fields).length > 0) setErrors(fields);
            else setFailure(errorMessage(err, `The ${kindLabel[document.kind]} could not be sent`));
          },
        });
      }}
    >
      <Stack gap="sm">
        <TextInput label="To" type="email" required autoComplete="email" {...field('to')} />
        <TextInput label="Subject" {...field('subject')} />
        <Textarea label="Message" autosize minRows={3} {...field('message')} />
        <Text size="xs" c="dimmed">
          The PDF is attached, with a private link that opens it without an account for 30 days.
        </Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormActions
          onCancel={onClose}
          submitLabel={document.kind === 'estimate' ? 'Send estimate' : 'Send invoice'}
          saving={send.isPending}
        />
      </Stack>
    </form>
  );
}

/**
 * Sending a document to the client: when and to whom it was last sent and what the client
 * answered, Send (the address on file, editable), and Revoke link after a confirmation.
 */
export function DocumentSendingCard({
  document,
  number,
  shopName,
  clientEmail,
  canSend,
  sendable,
}: {
  document: DocumentRef;
  /** WO-… or INV-… */
  number: string;
  shopName: string;
  clientEmail: string | null;
  /** Whether the member may send and revoke (can(send_documents)). */
  canSend: boolean;
  /** Whether the document's status allows sending it now. */
  sendable: boolean;
}) {
  const sending = useDocumentSending(document);
  const revoke = useRevokeDocumentLink(document);
  const [opened, setOpened] = useState(false);
  const label = document.kind === 'estimate' ? 'Send estimate' : 'Send invoice';
  const latest = sending.data?.sending ?? null;

  const confirmRevoke = () =>
    confirmAction({
      title: 'Revoke link',
      message: `The link mailed with ${number} stops working: the client sees that it was withdrawn. Sending again makes a new link.`,
      confirmLabel: 'Revoke link',
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () => notifySuccess('The link was revoked'),
          onError: (err) => notifyError(errorMessage(err, 'The link could not be revoked')),
        }),
    });

  return (
    <Card component="section" aria-labelledby={`sending-${document.id}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`sending-${document.id}`}>
          Sent to client
        </Title>
        {sending.isPending ? (
          <Text size="sm" c="dimmed">
            Loading...
          </Text>
        ) : sending.isError ? (
          <Group gap="sm">
            <Text size="sm" c="red.4">
              {errorMessage(sending.error, 'What was sent could not be loaded')}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void sending.refetch()}>
              Retry
            </Button>
          </Group>
        ) : latest ? (
          <SendingSummary sending={latest} />
        ) : (
          <Text size="sm" c="dimmed">
            Not sent yet.
          </Text>
        )}
        {canSend ? (
          <Group gap="sm">
            {sendable ? (
              <Button leftSection={<IconSend size={16} />} onClick={() => setOpened(true)}>
                {latest ? `${label} again` : label}
              </Button>
            ) : null}
            {latest?.linkState === 'active' ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                onClick={confirmRevoke}
                loading={revoke.isPending}
              >
                Revoke link
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <SendForm
          document={document}
          defaults={{
            to: clientEmail ?? '',
            subject: defaultDocumentSubject(document.kind, number, shopName),
            message: defaultDocumentMessage(document.kind, number),
          }}
          onClose={() => setOpened(false)}
        />
      </Modal>
    </Card>
  );
}
