import type { QueryClient } from '@tanstack/react-query';
import { appQueryClient } from '@web/lib/query-client';
import { whenSignedIn } from '@web/lib/known-session';

/** What a signed-in screen reads as it opens: `(queryClient) => void queryClient.prefetchQuery(…)`. */
export type EarlyReads = (queryClient: QueryClient) => void;

/**
 * Asks for `reads` as soon as the server has said the device is signed in, rather than once the
 * screen has drawn and its queries mount: on a first load the screen's code and the session
 * arrive together, and drawing the app shell and the screen then takes longer than the reads.
 * Signed out (or without a connection), nothing is asked for. The queries' own stale time keeps
 * a screen opened again from reading twice.
 */
export function readWhenSignedIn(reads: EarlyReads): void {
  void whenSignedIn().then((signedIn) => {
    if (signedIn) reads(appQueryClient);
  });
}
