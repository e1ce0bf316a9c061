/** How many rows one INSERT of an import carries: well below PostgreSQL's 65,535 parameters. */
export const insertBatchSize = 500;

/** Runs `work` on consecutive batches of `items`, one after another, and answers what they answered in order. */
export async function inBatches<T, R>(
  items: readonly T[],
  work: (batch: T[]) => Promise<R[]>,
  size = insertBatchSize,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await work(items.slice(start, start + size))));
  }
  return results;
}
