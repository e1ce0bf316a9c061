import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentSending,
  LatestSending,
  PublicDocument,
  SendDocumentInput,
} from '@shared/document-links/document-links.contract';
import { api } from '@web/lib/api-client';
import { invalidateBillingDependents } from './invalidate';
import { billingKeys } from './keys';

/** A document the shop mails to a client: a work order as an estimate, or an invoice. */
export type DocumentRef = { kind: 'estimate'; id: string } | { kind: 'invoice'; id: string };

const base = (ref: DocumentRef) =>
  ref.kind === 'estimate' ? `/api/work-orders/${ref.id}/sendings` : `/api/invoices/${ref.id}/sendings`;

export const documentSendingQuery = (ref: DocumentRef) =>
  queryOptions({
    queryKey: [...billingKeys.all, 'sending', ref.kind, ref.id] as const,
    queryFn: ({ signal }) => api.get<LatestSending>(`${base(ref)}/latest`, undefined, signal),
  });

export const useDocumentSending = (ref: DocumentRef) => useQuery(documentSendingQuery(ref));

/** Send estimate / Send invoice: the mail with the PDF and a new link. */
export function useSendDocument(ref: DocumentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendDocumentInput) => api.post<DocumentSending>(base(ref), input),
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}

/** Revoke link: the document's mailed links stop working. */
export function useRevokeDocumentLink(ref: DocumentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DocumentSending>(`${base(ref)}/revoke`),
    onSuccess: () => invalidateBillingDependents(queryClient),
  });
}

const sharedBase = (token: string) => `/api/documents/${encodeURIComponent(token)}`;

/** The document a mailed link opens, signed out. */
export const sharedDocumentQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-document', token] as const,
    queryFn: ({ signal }) => api.get<PublicDocument>(sharedBase(token), undefined, signal),
    retry: false,
  });

export const sharedDocumentPdfUrl = (token: string) => `${sharedBase(token)}/pdf`;

/** The client approves (with their name) or declines (with a note) an estimate through its link. */
export function useAnswerEstimate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { approve: true; name: string } | { approve: false; note: string }) =>
      answer.approve
        ? api.post<PublicDocument>(`${sharedBase(token)}/approve`, { name: answer.name })
        : api.post<PublicDocument>(`${sharedBase(token)}/decline`, { note: answer.note }),
    onSuccess: (document) => queryClient.setQueryData(sharedDocumentQuery(token).queryKey, document),
  });
}
