import { meQuery } from '@web/features/account/api/get-me';
import { preferencesQuery } from '@web/features/preferences/api/get-preferences';
import { subscriptionQuery } from '@web/features/subscription/api/get-subscription';
import type { EarlyReads } from '../early-reads';

/**
 * What the frame and every screen read (the account, the plan, the preferences), asked for with
 * the session. A file of its own, a fraction of the shell's size: the router asks for it beside
 * the shell's, and the reads leave as soon as it is here rather than once the shell is.
 */
export const shellReads: EarlyReads = (queryClient) => {
  void queryClient.prefetchQuery(meQuery());
  void queryClient.prefetchQuery(subscriptionQuery());
  void queryClient.prefetchQuery(preferencesQuery());
};
