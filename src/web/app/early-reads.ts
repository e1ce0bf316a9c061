import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { appQueryClient } from '@web/lib/query-client';
import { whenSignedIn } from '@web/lib/known-session';
import type { screenReads } from './screen-reads';

/** What the app shell reads as it opens: `(queryClient) => void queryClient.prefetchQuery(…)`. */
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

/** The address a screen is opened at: its parameters (`:id`) and its query string. */
export interface ScreenAddress {
  params: Params;
  search: URLSearchParams;
}

/** What a signed-in screen reads as it opens, as the queries its page then finds in the cache. */
export type ScreenReads = (queryClient: QueryClient, at: ScreenAddress) => void;

/**
 * A route's loader that asks for what its screen reads (named in ./screen-reads.ts) as the
 * address is navigated to: beside the session, the account, the plan and the preferences, and
 * beside the screen's own code, rather than once that code has loaded, the session has answered
 * and the screen has drawn. Nothing waits for it: the loader answers at once and the page's
 * queries join the requests under way. Signed out, the requests are refused (401) and the guard
 * sends the person to sign in as before; a query refused stays refused only until its page reads
 * it again. The server checks the plan and the person's rights on every request, as ever.
 */
export function readsOnNavigation(screen: keyof typeof screenReads): LoaderFunction {
  return ({ params, request }) => {
    const at = { params, search: new URL(request.url).searchParams };
    import('./screen-reads').then(
      (module) => module.screenReads[screen](appQueryClient, at),
      // Without this small file the page's queries still ask for the same when they mount.
      () => undefined,
    );
    return null;
  };
}
