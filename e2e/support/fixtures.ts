import fs from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface Account {
  email: string;
  password: string;
}

let counter = 0;
export function uniqueEmail(prefix = 'driver'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export function appBaseUrl(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  return baseURL;
}

/**
 * Registers through the API (fast), opens the confirmation link mailed to the new address
 * and so leaves the page's context signed in.
 */
export async function registerViaApi(
  page: Page,
  options: { onboard?: boolean; userType?: string } = {},
): Promise<Account> {
  const account = { email: uniqueEmail(), password: 'pit-lane-42' };
  const baseURL = appBaseUrl();
  const res = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL },
    data: { email: account.email, password: account.password, name: account.email.split('@')[0] },
  });
  expect(res.status()).toBe(200);
  const confirm = await page.request.get(await mailLinkTo(account.email, 'Confirm your email'), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  if (options.onboard !== false) {
    const onboard = await page.request.post(`${baseURL}/api/onboarding`, {
      headers: { origin: baseURL },
      data: { userType: options.userType ?? 'team', firstName: 'Test', lastName: 'Driver' },
    });
    expect(onboard.status()).toBe(204);
  }
  return account;
}

export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A mail the server logged in outbox mode, with the log line it came from. */
export interface OutboxMail {
  to?: string;
  subject?: string;
  msg: string;
  line: string;
}

const outbox = { file: '', offset: 0, pending: Buffer.alloc(0), mails: [] as OutboxMail[] };

/**
 * Every mail the server has logged so far (outbox mode), oldest first. The log grows by every
 * request of the run, so each call reads only what was added since the last one.
 */
export function outboxMails(): OutboxMail[] {
  const file = process.env.E2E_SERVER_LOG ?? '';
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (file !== outbox.file || size < outbox.offset) {
      Object.assign(outbox, { file, offset: 0, pending: Buffer.alloc(0), mails: [] });
    }
    const added = Buffer.alloc(size - outbox.offset);
    fs.readSync(fd, added, 0, added.length, outbox.offset);
    outbox.offset = size;
    const text = Buffer.concat([outbox.pending, added]);
    // A line the server is still writing waits for the next call.
    const end = text.lastIndexOf(0x0a) + 1;
    outbox.pending = text.subarray(end);
    for (const line of text.subarray(0, end).toString('utf8').split('\n')) {
      if (line.includes('Mail (outbox)'))
        outbox.mails.push({ ...(JSON.parse(line) as Omit<OutboxMail, 'line'>), line });
    }
  } finally {
    fs.closeSync(fd);
  }
  return outbox.mails;
}

/**
 * The first link in the newest mail to exactly `to` whose subject starts with `subject`, once
 * the server has logged it (outbox mode; sign-up and reset mails go out after the reply).
 */
export async function mailLinkTo(to: string, subject: string): Promise<string> {
  const find = () => {
    const mails = outboxMails().filter((entry) => entry.to === to && entry.subject?.startsWith(subject));
    return /https?:\/\/\S+/.exec(mails.at(-1)?.msg ?? '')?.[0] ?? '';
  };
  await expect.poll(find, { message: `a mail "${subject}…" to ${to}` }).not.toBe('');
  return find();
}

/** The most recent mail to `email` that the server printed to its log (outbox mode). */
export function lastMailTo(email: string): string {
  const last = outboxMails()
    .filter((mail) => mail.line.includes(email))
    .at(-1);
  if (!last) throw new Error(`No mail to ${email} in ${process.env.E2E_SERVER_LOG ?? ''}`);
  return last.msg;
}

/**
 * Runs axe with every rule (colour contrast included) and fails on any serious or critical
 * violation, naming each element and axe's reason (for contrast: the colours and the ratio).
 * `soft` records the failure and lets the test go on, so one run reports every width.
 */
export async function expectNoSeriousA11yIssues(page: Page, { soft = false }: { soft?: boolean } = {}): Promise<void> {
  // Colours read mid-transition (a toast or modal fading in or out) are not what the user reads:
  // the scan starts once the page's CSS transitions have finished, and is made again if one
  // started while it ran (a toast closing on its timer, on a machine slow enough for the scan to
  // outlast it).
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let scan = 1; ; scan++) {
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length,
        ),
      )
      .toBe(0);
    await page.evaluate(() => {
      const watch = window as unknown as { transitionsDuringScan?: number };
      // Counted from the first scan of this page on; each scan starts from zero.
      if (watch.transitionsDuringScan === undefined) {
        document.addEventListener(
          'transitionrun',
          () => (watch.transitionsDuringScan = (watch.transitionsDuringScan ?? 0) + 1),
          true,
        );
      }
      watch.transitionsDuringScan = 0;
    });
    // axe.run in the page itself: the same rules and results as the default run, which checks
    // each frame apart and then opens a blank tab to merge them (the app has no frames, and a blank
    // tab per check cost twice the time). Only the violations are reported in full.
    results = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze();
    const moved = await page.evaluate(
      () => (window as unknown as { transitionsDuringScan?: number }).transitionsDuringScan ?? 0,
    );
    if (moved === 0 || scan === 3) break;
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const reason = (summary = '') =>
    summary
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
      .join(' ');
  (soft ? expect.soft : expect)(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} (${reason(n.failureSummary)})`).join(', ')}`,
    ),
    `serious or critical axe violations at ${page.viewportSize()?.width ?? '?'} px on ${page.url()}`,
  ).toEqual([]);
}

/** Nothing scrolls sideways, once the layout has settled (right after a resize it may still be reflowing). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `sideways scrolling at ${page.viewportSize()?.width ?? '?'} px on ${page.url()}`,
    })
    .toBeLessThanOrEqual(1);
}

/**
 * The element shows whole, once the layout has settled: inside the window's width, not cut off
 * by a box around it that hides what overflows, and no text in it shortened with an ellipsis or
 * cut by a box too narrow for it.
 */
export async function expectNotClipped(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const problems: string[] = [];
          const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
          const box = element.getBoundingClientRect();
          if (box.left < -1 || box.right > window.innerWidth + 1) {
            problems.push(`outside the window: ${Math.round(box.left)}–${Math.round(box.right)} px`);
          }
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === 'visible') continue;
            const frame = parent.getBoundingClientRect();
            if (box.left < frame.left - 1 || box.right > frame.right + 1) problems.push(`cut off by ${name(parent)}`);
          }
          for (const el of [element, ...element.querySelectorAll('*')]) {
            // Text for screen readers only (1 px wide, clipped on purpose) is not shown to be cut.
            if (el.getBoundingClientRect().width <= 1) continue;
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
              problems.push(`${name(el)} shows ${el.clientWidth} of ${el.scrollWidth} px of "${el.textContent ?? ''}"`);
            }
          }
          return problems;
        }),
      { message: `${locator.toString()} shows whole at ${locator.page().viewportSize()?.width ?? '?'} px` },
    )
    .toEqual([]);
}

/**
 * Set E2E_SCREENSHOTS=<folder> to keep a picture of the page at this point, named
 * `<name>.png` (full length unless `fullPage` is false); without it nothing is taken.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage, animations: 'disabled' });
}

export const test = base;
export { expect };

/** The local calendar day `offsetDays` from today, as YYYY-MM-DD. */
export function isoDay(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The same day as the app shows it, MM/DD/YYYY. */
export function usDay(offsetDays = 0): string {
  const [y, m, d] = isoDay(offsetDays).split('-');
  return `${m}/${d}/${y}`;
}

/** A POST to the API as the page's signed-in user (same-origin), failing the test on an error answer. */
export async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const baseURL = appBaseUrl();
  const res = await page.request.post(`${baseURL}${path}`, { headers: { origin: baseURL }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A GET of the API as the page's signed-in user, failing the test on an error answer. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${appBaseUrl()}${path}`);
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Opens the select labelled `label` inside `scope` and picks `option` (a string matches exactly). */
export async function chooseOption(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  { exact = true }: { exact?: boolean } = {},
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' && exact }).click();
}

/** Moves the test's team to the annual plan (free during the beta): no plan limits. */
export async function upgradeToAnnual(page: Page): Promise<void> {
  await postJson(page, '/api/subscription/upgrade', { plan: 'annual', today: isoDay() });
}

/** Toasts close by themselves; wait them out before a check that reads the whole page. */
export async function waitForToasts(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

export async function expectNoSeriousA11yIssuesAfterToasts(page: Page): Promise<void> {
  await waitForToasts(page);
  await expectNoSeriousA11yIssues(page);
}

/** Narrows the window to a phone's width and checks, once transitions settle, that nothing scrolls sideways. */
export async function checkPhoneWidth(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await waitForToasts(page);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(1);
  await expectNoHorizontalScroll(page);
}

/** Creates a record through the API and returns its id. */
export async function createViaApi(page: Page, path: string, data: unknown): Promise<string> {
  return (await postJson<{ id: string }>(page, path, data)).id;
}
