import { z } from 'zod';

export const maxPageSize = 200;
/** Far beyond the last page of any list (200 × 1,000,000 rows). */
export const maxPage = 1_000_000;

/** `?page=`: a whole number from 1. */
export const pageParam = () =>
  z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(maxPage, `Page must be at most ${maxPage}`)
    .default(1);

/** `?pageSize=`: a whole number from 1 to `maxPageSize`. */
export const pageSizeParam = (defaultSize: number) =>
  z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(maxPageSize, `Page size must be at most ${maxPageSize}`)
    .default(defaultSize);

export const pageQuerySchema = z.object({
  page: pageParam(),
  pageSize: pageSizeParam(50),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}

/**
 * How many rows there are in all, given how many `page` holds: a page that came short and is not
 * past the end is the last one and says so itself; otherwise `count` asks.
 */
export async function totalFromPage(
  rowsOnPage: number,
  query: PageQuery,
  count: () => Promise<number>,
): Promise<number> {
  const isLastPage = rowsOnPage < query.pageSize && (rowsOnPage > 0 || query.page === 1);
  return isLastPage ? pageOffset(query) + rowsOnPage : count();
}
