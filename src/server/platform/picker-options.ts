import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { OptionsFilter } from '@shared/lib/options.contract';
import { containsPattern } from '../db/search';

interface PickerOptionsSpec {
  /** Which rows the picker may offer at all: the team's active ones, a client's … */
  scope: SQL;
  /**
   * What a search matches, given its ILIKE pattern (`%term%`, the user's %, _ and \ taken
   * literally) and the trimmed term itself.
   */
  match: (pattern: string, term: string) => SQL | undefined;
  /** The id column `filter.ids` are matched against. */
  id: AnyPgColumn;
  /**
   * The order, on selected columns only (a union is ordered by its output columns); a function,
   * as Drizzle rewrites an order's SQL in place when it builds a union.
   */
  order: () => SQL[];
}

/** A picker's query: run it (await) or read its SQL (the bench compares it with raw SQL). */
export interface PickerOptionsQuery<Rows> extends PromiseLike<Rows> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The options of a server-side picker in one statement: the first `filter.limit` rows within the
 * scope that match the search, in `order`, plus the rows within the scope among `filter.ids`
 * (what the picker has selected) whether they match or not, once each, in the same order.
 * `select` builds a fresh `select … from …` (with its joins) on every call.
 */
export function pickerOptionsQuery<Q extends PgSelect>(
  select: () => Q,
  filter: OptionsFilter,
  { scope, match, id, order }: PickerOptionsSpec,
): PickerOptionsQuery<Q['_']['result']> {
  const term = filter.search?.trim();
  const matching = term ? match(containsPattern(term), term) : undefined;
  const page = select()
    .where(and(scope, matching))
    .orderBy(...order())
    .limit(filter.limit);
  const ids = filter.ids ?? [];
  if (ids.length === 0) return page;
  const chosen: PgSelect = select().where(and(scope, inArray(id, [...ids])));
  return (page as PgSelect).union(chosen).orderBy(...order());
}

/**
 * The route schema of a GET /api/<records>/options: its query (whose description, in the
 * feature's contract, describes the route) and a list of `option` as the answer.
 */
export const pickerOptionsRouteSchema = <Q extends z.ZodType, O extends z.ZodType>(
  tag: string,
  querystring: Q,
  option: O,
) => ({ tags: [tag], description: querystring.description, querystring, response: { 200: z.array(option) } });
