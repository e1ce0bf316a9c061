/**
 * Calls `run` once the page has shown its first content (text or an image: a spinner alone does
 * not count); at once where the browser does not report paints. Returns a function that cancels it.
 */
export function afterFirstContentfulPaint(run: () => void): () => void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    run();
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    run();
  });
  // Buffered: the paint may have happened before this call.
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}
