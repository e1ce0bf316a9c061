import { useState } from 'react';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { optionsMaxLimit } from '@shared/lib/options.contract';
import type { PickerOptionsQuery } from './picker-options';

const searchDelayMs = 250;

/** Where a picker's options come from and how they read: one per kind of record (cars, clients …). */
export interface PickerSource<T> {
  /** The query of the options for what is typed and the ids to keep (the feature's filters bound). */
  query: (params: { search: string; ids: readonly string[] }) => PickerOptionsQuery<T>;
  toItem: (option: T) => ComboboxItem;
  messages: {
    /** 'Loading cars...' */
    loading: string;
    /** 'Failed to fetch cars' */
    failed: string;
    /** The default when nothing matches: 'No cars match'. */
    nothingFound: string;
  };
}

/** What a picker's owner passes on to Mantine's Select or MultiSelect (and gets back, completed). */
interface PickerFieldProps {
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  error?: React.ReactNode;
  nothingFoundMessage?: React.ReactNode;
  /** Chosen records the server no longer offers (e.g. archived since), labelled as stored. */
  extraOptions?: readonly ComboboxItem[] | undefined;
}

/** The options the server answers for `search` plus `ids`, as Select items. */
function usePickerChoices<T>(source: PickerSource<T>, search: string, ids: readonly string[], enabled: boolean) {
  const query = useQuery({ ...source.query({ search, ids: ids.slice(0, optionsMaxLimit) }), enabled });
  const rows = query.data ?? [];
  return {
    query,
    rows,
    items: rows.map(source.toItem),
    loading: enabled && query.isPending,
    fetching: enabled && query.isFetching,
  };
}

/** `extras` not among `items`, appended. */
function withExtras(items: ComboboxItem[], extras: readonly ComboboxItem[]): ComboboxItem[] {
  const merged = [...items];
  for (const extra of extras) {
    if (!merged.some((item) => item.value === extra.value)) merged.push(extra);
  }
  return merged;
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

export interface ServerPickerOptions<T = unknown> extends PickerFieldProps {
  /** The chosen record's id; null or '' for none. */
  value?: string | null | undefined;
  /** The chosen id, and the record itself when the server offered it. */
  onChange: (value: string | null, option?: T) => void;
  /** An option for "any" (value ''), offered first, e.g. 'All cars' on a list filter. */
  anyLabel?: string | undefined;
}

/** What useServerPicker needs besides the Select's props. */
interface PickerControl {
  /** More records to fetch whatever the search (e.g. one to preselect). */
  alsoIds?: readonly string[];
  /** False while something the picker depends on is not known yet: it asks nothing meanwhile. */
  ready?: boolean;
}

/**
 * The props of a searchable Mantine Select whose options the server searches and pages: the
 * first 50 matching what is typed (debounced), plus the chosen record, so it stays labelled.
 * Other props (onFocus, onBlur, …) pass through. Also answers the query and its rows.
 */
export function useServerPicker<T, O extends ServerPickerOptions<T>>(
  source: PickerSource<T>,
  options: O,
  { alsoIds = [], ready = true }: PickerControl = {},
) {
  const {
    value,
    onChange,
    anyLabel,
    extraOptions = [],
    disabled,
    placeholder,
    error,
    nothingFoundMessage = source.messages.nothingFound,
    ...rest
  } = options;
  const selected = value || null;
  const ids = [...(selected === null ? [] : [selected]), ...alsoIds];
  // A disabled picker with nothing chosen needs no options.
  const enabled = !(disabled && selected === null) && ready;

  // The box shows the chosen record's label (or the "any" one): that is not a search. The
  // labels come from the last answer, kept in state to break the loop search → answer → labels.
  const [labels, setLabels] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  const term = debounced !== '' && !labels.includes(debounced) ? debounced : '';
  const choices = usePickerChoices(source, term, ids, enabled);
  // Extras only once the server answered: until then it may still offer them under their own label.
  const items = choices.query.data === undefined ? choices.items : withExtras(choices.items, extraOptions);
  const chosenLabel = items.find((item) => item.value === selected)?.label;
  const currentLabels = [chosenLabel, selected === null ? anyLabel : undefined].filter((label): label is string =>
    Boolean(label),
  );
  if (currentLabels.join('\n') !== labels.join('\n')) setLabels(currentLabels);

  // The server already narrowed the options (on more than the label, maybe): only a chosen one
  // that does not match and the "any" option stay out of a search.
  const filter: OptionsFilter = ({ options: shown, search: typed }) => {
    const lowered = typed.trim().toLowerCase();
    if (!lowered) return shown;
    return shown.filter(
      (o) => !isItem(o) || (o.value !== '' && (o.value !== selected || o.label.toLowerCase().includes(lowered))),
    );
  };

  const props = {
    ...rest,
    searchable: true,
    data: anyLabel ? [{ value: '', label: anyLabel }, ...items] : items,
    value: anyLabel ? (selected ?? '') : selected,
    onChange: (next: string | null) =>
      onChange(
        next || null,
        choices.rows.find((row) => source.toItem(row).value === next),
      ),
    onSearchChange: setSearch,
    filter,
    disabled: Boolean(disabled) || choices.loading,
    placeholder: choices.loading ? source.messages.loading : placeholder,
    nothingFoundMessage: choices.fetching ? source.messages.loading : nothingFoundMessage,
    loading: choices.fetching && !choices.loading,
    error: error ?? (choices.query.isError ? source.messages.failed : undefined),
  };
  return { props, query: choices.query, rows: choices.rows };
}

export interface ServerMultiPickerOptions extends PickerFieldProps {
  value?: string[] | undefined;
  onChange: (value: string[]) => void;
  /** Shown when there is nothing to pick at all. */
  emptyMessage?: string | undefined;
}

const showAll: OptionsFilter = ({ options }) => options;

/** useServerPicker for a MultiSelect: the chosen records are always fetched, so they stay labelled. */
export function useServerMultiPicker<T, O extends ServerMultiPickerOptions>(source: PickerSource<T>, options: O) {
  const {
    value = [],
    onChange,
    extraOptions = [],
    disabled,
    error,
    nothingFoundMessage = source.messages.nothingFound,
    emptyMessage,
    ...rest
  } = options;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  const enabled = !(disabled && value.length === 0);
  const choices = usePickerChoices(source, debounced, value, enabled);

  const data = withExtras(choices.items, extraOptions);
  const empty = choices.query.isSuccess && !debounced && data.length === 0;

  return {
    ...rest,
    searchable: true,
    data,
    value,
    onChange,
    searchValue: search,
    onSearchChange: setSearch,
    filter: showAll,
    disabled,
    nothingFoundMessage: choices.fetching
      ? source.messages.loading
      : empty && emptyMessage
        ? emptyMessage
        : nothingFoundMessage,
    loading: choices.fetching,
    error: error ?? (choices.query.isError ? source.messages.failed : undefined),
  };
}
