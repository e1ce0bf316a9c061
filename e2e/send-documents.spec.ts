import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  checkPhoneWidth,
  expect,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  mailLinkTo,
  outboxMails,
  postJson,
  registerViaApi,
  test,
  waitForToasts,
} from './support/fixtures';

const clientName = 'Łukasz Wójcik-Řezáč';

/** The text of a PDF, read back with pdftotext. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-e2e-pdf-'));
  try {
    const file = path.join(dir, 'mailed.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The newest outbox mail to `to` whose subject starts with `subject`, with its attachments. */
async function mailTo(to: string, subject: string) {
  const find = () =>
    outboxMails()
      .filter((m) => m.to === to && m.subject?.startsWith(subject))
      .at(-1);
  await expect.poll(() => find() !== undefined, { message: `a mail "${subject}…" to ${to}` }).toBe(true);
  const mail = find();
  if (!mail) throw new Error('no mail');
  const { attachments = [] } = JSON.parse(mail.line) as {
    attachments?: { filename: string; contentType: string; content: string }[];
  };
  return { ...mail, attachments };
}

/** Sends the document from its Sent to client card, to the address on file. */
async function sendFromCard(page: Page, label: 'Send estimate' | 'Send invoice', to: string) {
  const card = page.getByRole('region', { name: 'Sent to client' });
  await expect(card.getByText('Not sent yet.')).toBeVisible();
  await card.getByRole('button', { name: label }).click();
  const modal = page.getByRole('dialog', { name: label });
  await expect(modal.getByLabel('To')).toHaveValue(to);
  await expect(modal.getByLabel('Subject')).not.toHaveValue('');
  await modal.getByRole('button', { name: label }).click();
  await expect(page.getByText(`was sent to ${to}`).first()).toBeVisible();
  await expect(card.getByTestId('document-sent')).toContainText(`Sent to ${to} on`);
  return card;
}

test('an estimate approved by the client through its link, an invoice mailed with its PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page);
  const email = `lukasz-${Date.now()}@example.com`;
  const client = await postJson<{ id: string }>(page, '/api/clients', { name: clientName, email });
  const car = await postJson<{ id: string }>(page, '/api/cars', { name: 'Wójcik 911 RSR', clientId: client.id });
  const order = await postJson<{ id: string; number: string }>(page, '/api/work-orders', {
    clientId: client.id,
    carId: car.id,
    title: 'Gearbox rebuild',
    serviceCharges: [{ description: 'Gearbox rebuild labour', quantity: 6, unitRateCents: 12_500 }],
  });

  // Send estimate, from the work order, to the address on file.
  await page.goto(`/work-orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Work Order ${order.number}` })).toBeVisible();
  const card = await sendFromCard(page, 'Send estimate', email);
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await expect(card).toContainText('The link works until');
  await waitForToasts(page);
  await keepScreenshot(page, 'send-documents-work-order-sent-1280');
  const estimateMail = await mailTo(email, 'Estimate');
  expect(estimateMail.attachments[0]?.contentType).toBe('application/pdf');
  expect(pdfText(Buffer.from(estimateMail.attachments[0]?.content ?? '', 'base64'))).toContain(clientName);
  const link = await mailLinkTo(email, 'Estimate');
  expect(link).toMatch(/\/d\/[A-Za-z0-9_-]{43}$/);

  // The client opens it signed out and approves with their name.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const client1 = await visitor.newPage();
  await client1.goto(link);
  await expect(client1.getByRole('heading', { name: `Estimate ${order.number}` })).toBeVisible();
  await expect(client1.getByTestId('estimate-total')).toHaveText('$750.00');
  await expect(client1.getByText('Gearbox rebuild labour')).toBeVisible();
  await expect(client1.getByText(/This private link works until/)).toBeVisible();
  await expectNoSeriousA11yIssues(client1);
  await keepScreenshot(client1, 'send-documents-estimate-link-1280');
  await checkPhoneWidth(client1);
  await expectNoSeriousA11yIssues(client1);
  await keepScreenshot(client1, 'send-documents-estimate-link-375');
  // A blank name is refused with the server's words.
  await client1.getByRole('button', { name: 'Approve estimate' }).click();
  await expect(client1.getByText('Type your name to approve')).toBeVisible();
  await client1.getByLabel('Your name').fill(clientName);
  await client1.getByRole('button', { name: 'Approve estimate' }).click();
  await expect(client1.getByText(`Approved by ${clientName} on`)).toBeVisible();
  await keepScreenshot(client1, 'send-documents-estimate-approved-375');

  // The shop sees it on the work order.
  await page.reload();
  await expect(page.getByTestId('document-answer')).toContainText(`Approved by ${clientName} on`);
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`by ${clientName}`).first()).toBeVisible();

  // Invoice it, then Send invoice from the preview: the outbox holds the PDF and the link.
  const invoice = await postJson<{ id: string; number: string }>(page, '/api/invoices', {
    workOrderIds: [order.id],
  });
  await page.goto('/billing');
  await page.getByRole('tab', { name: 'Billing Workflow' }).click();
  const row = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').filter({ hasText: invoice.number });
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Invoice Preview' });
  await expect(preview.getByRole('heading', { name: invoice.number })).toBeVisible();
  await sendFromCard(page, 'Send invoice', email);
  await waitForToasts(page);
  await keepScreenshot(page, 'send-documents-invoice-sent-1280');
  const invoiceMail = await mailTo(email, 'Invoice');
  const [pdf] = invoiceMail.attachments;
  expect(pdf?.filename).toBe(`${invoice.number}.pdf`);
  const text = pdfText(Buffer.from(pdf?.content ?? '', 'base64'));
  expect(text).toContain(`Invoice ${invoice.number}`);
  expect(text).toContain(clientName);
  const invoiceLink = await mailLinkTo(email, 'Invoice');
  expect(invoiceLink).not.toBe(link);

  // The client's view of the invoice: what is owed, and the PDF through the same token.
  const client2 = await visitor.newPage();
  await client2.setViewportSize({ width: 375, height: 800 });
  await client2.goto(invoiceLink);
  await expect(client2.getByRole('heading', { name: invoice.number })).toBeVisible();
  await expect(client2.getByTestId('shared-balance')).toHaveText('$815.63');
  await expect(client2.getByText('Remit to')).toBeVisible();
  await checkPhoneWidth(client2);
  await expectNoSeriousA11yIssues(client2);
  await keepScreenshot(client2, 'send-documents-invoice-link-375');
  const download = await client2.request.get(`${invoiceLink.replace('/d/', '/api/documents/')}/pdf`);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(pdfText(await download.body())).toContain(`Invoice ${invoice.number}`);

  // Revoke link: the client then sees a clear page, not the invoice.
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Preview' }).click();
  await preview.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('dialog', { name: 'Revoke link' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(preview.getByTestId('document-sent')).toContainText('The link was revoked');
  await client2.goto(invoiceLink);
  await expect(client2.getByRole('heading', { name: 'This link does not open a document' })).toBeVisible();
  await expect(client2.getByText('This link was withdrawn by the shop')).toBeVisible();
  await expectNoSeriousA11yIssues(client2);
  await keepScreenshot(client2, 'send-documents-revoked-375');
  await visitor.close();
});
