import { Navigate, useLocation } from 'react-router';

/**
 * Whether the page in the address lies past the end of a list that shrank under it (another tab
 * removed records, or a filter left fewer pages).
 */
export function isPastLastPage(data: { items: unknown[] } | undefined, page: number, lastPage: number): boolean {
  return data !== undefined && data.items.length === 0 && page > lastPage;
}

/** Replaces the address with the same list on its last page (page 1 drops the parameter). */
export function LastPageRedirect({ lastPage }: { lastPage: number }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (lastPage > 1) params.set('page', String(lastPage));
  else params.delete('page');
  const search = params.toString();
  return <Navigate replace to={{ pathname: location.pathname, search: search ? `?${search}` : '' }} />;
}
