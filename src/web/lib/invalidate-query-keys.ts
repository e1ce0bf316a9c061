import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under any of `keys` stale in one pass: those on screen refetch now, the rest
 * when they are next shown. Queries under `skip` (a deleted record's detail, which would only
 * answer 404) are left alone.
 */
export async function invalidateQueryKeys(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  skip?: QueryKey,
): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) =>
      keys.some((key) => partialMatchKey(query.queryKey, key)) &&
      !(skip !== undefined && partialMatchKey(query.queryKey, skip)),
  });
}
