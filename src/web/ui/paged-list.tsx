import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { errorMessage } from '@web/lib/api-client';
import { ErrorState } from './error-state';
import { isPastLastPage, LastPageRedirect } from './last-page-redirect';
import { PageLoader } from './page-loader';

/**
 * The search box of a list searched on the server: it shows what is typed at once, and only a
 * settled term (300 ms) reaches `onSearch` (the address, and so the query). `clear` empties it.
 */
export function useSearchField(search: string, onSearch: (term: string) => void) {
  const [value, setValue] = useState(search);
  const searchSoon = useDebouncedCallback((term: string) => onSearch(term.trim()), 300);
  return {
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      },
    },
    clear: () => {
      setValue('');
      searchSoon.cancel();
    },
  };
}

/** A page of a list the server searches, filters and pages, with how many the team has in all. */
interface ListPage {
  items: unknown[];
  total: number;
  teamTotal: number;
}

/**
 * The body of a server-paged list: back to the last page when the list shrank under the one in
 * the address, loading, the failure (with Retry), `empty` when the team has none at all, else the
 * page, dimmed while the next one loads.
 */
export function PagedListBody<Page extends ListPage>({
  list,
  page,
  pageSize,
  loadingLabel,
  failedMessage,
  empty,
  children,
}: {
  list: {
    data: Page | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  loadingLabel: string;
  failedMessage: string;
  empty: ReactNode;
  children: (data: Page) => ReactNode;
}) {
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  if (isPastLastPage(list.data, page, lastPage)) return <LastPageRedirect lastPage={lastPage} />;
  if (list.isPending) return <PageLoader label={loadingLabel} />;
  if (list.isError || !list.data) {
    return <ErrorState message={errorMessage(list.error, failedMessage)} onRetry={() => void list.refetch()} />;
  }
  if (list.data.teamTotal === 0) return empty;
  return (
    <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
      {children(list.data)}
    </Stack>
  );
}

/** The search box of a list searched on the server (see useSearchField). */
export function SearchInput({
  label,
  placeholder,
  search,
}: {
  label: string;
  placeholder: string;
  search: ReturnType<typeof useSearchField>;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...search.inputProps}
    />
  );
}
