import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The address of the service worker that controls the page, if one does. */
export function controllerScript(page: Page): Promise<string | null> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/**
 * Opens `path` and waits for the service worker to install, then reloads: a worker controls the
 * pages loaded after it has installed.
 */
export async function openInstalledApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => controllerScript(page)).toMatch(/\/sw\.js$/);
}

/** The server state the app keeps for reading offline (IndexedDB), as text; empty before the app has kept any. */
export function keptServerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'pitboard')) return '';
    return new Promise<string>((resolve) => {
      const opening = indexedDB.open('pitboard');
      opening.onerror = () => resolve('');
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('query-cache')) return resolve('');
        const reading = db.transaction('query-cache').objectStore('query-cache').get('queries');
        reading.onerror = () => resolve('');
        reading.onsuccess = () => resolve(JSON.stringify(reading.result ?? ''));
      };
    });
  });
}
