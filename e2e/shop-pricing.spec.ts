import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  checkPhoneWidth,
  chooseOption,
  createViaApi,
  expect,
  expectNoSeriousA11yIssues,
  keepScreenshot,
  postJson,
  registerViaApi,
  test,
  upgradeToAnnual,
  waitForToasts,
} from './support/fixtures';

/*
 * A client priced from a card of their own, a rush work order whose labour shows its multiplier,
 * and the client's statement read back from the PDF. Prices by hand: the season card's mechanic
 * hour is $85.50, its rush multiplier 1.3: $85.50 × 1.3 = $111.15 an hour; a pre-session
 * inspection is 0.8 hours = $88.92. Invoiced with 8.75 % tax ($7.78): $96.70.
 */

const name = 'Łukasz Wójcik-Řezáč';

async function setUp(page: Page) {
  await registerViaApi(page);
  await upgradeToAnnual(page);
  const clientId = await createViaApi(page, '/api/clients', { name, email: 'lukasz@example.com' });
  await createViaApi(page, '/api/cars', { name: 'Škoda 130 RS', clientId });
  await postJson(page, '/api/rate-cards', {
    name: 'Season rates',
    trackSupportHourlyRateCents: 11_250,
    transportationRateCents: 22_500,
    eventDayFlatRateCents: 72_000,
    weekendPackageRateCents: 126_000,
    mechanicHourlyRateCents: 8_550,
    serviceCallRateCents: 13_500,
    diagnosticRateCents: 15_750,
    partsMarkupPercentage: 20,
    consumableMarkupPercentage: 15,
    outsideServiceMarkupPercentage: 10,
    rushJobMultiplier: 1.3,
    effectiveDate: '2026-01-01',
  });
  return clientId;
}

test("a client's own rate card and a rush work order: the line shows × 1.3 rush at the right price; the statement names the client exactly", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const clientId = await setUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The client's page: priced from the team default until the shop picks their card.
  await page.goto(`/clients/${clientId}`);
  const rateCard = page.getByRole('region', { name: 'Rate Card' });
  await expect(rateCard.getByTestId('client-rate-card')).toContainText('Standard Rates');
  await expect(rateCard.getByTestId('client-rate-card')).toContainText('Team default');
  await chooseOption(rateCard, 'Price this client from', 'Season rates');
  await rateCard.getByRole('button', { name: 'Save Rate Card' }).click();
  await expect(page.getByText(`Rate card for ${name} saved`)).toBeVisible();
  await expect(rateCard.getByTestId('client-rate-card')).toContainText('Season rates');
  await expect(rateCard.getByTestId('client-rate-card')).toContainText("Client's own card");
  await expectNoSeriousA11yIssues(page);

  // A rush work order for them: Quick Add prices labour from their card × 1.3.
  await page.goto(`/work-orders/new?clientId=${clientId}`);
  await chooseOption(page, 'Vehicle', 'Škoda 130 RS');
  await page.getByRole('textbox', { name: 'Title' }).fill('Rush brake check');
  await chooseOption(page, 'Pricing', 'Rush (× 1.3)');
  await page.getByRole('button', { name: 'Quick Add' }).click();
  await expect(page.getByText("Priced from the client's rate card, Season rates; labour × 1.3.")).toBeVisible();
  const inspection = page.getByRole('button', { name: /^Add Pre-session inspection/ });
  await expect(inspection).toContainText('0.8 × $111.15 = $88.92');
  await expect(page.getByRole('button', { name: /^Add Brake pads/ })).toContainText('1 × $280.00 = $280.00');
  await inspection.click();
  await page.getByRole('tab', { name: 'Service (1)' }).click();
  const line = page.getByRole('table', { name: 'Service charges' }).getByRole('row').filter({ hasText: 'Pre-session' });
  await expect(line.getByTestId('line-multiplier')).toHaveText('× 1.3 rush');
  await expect(line).toContainText('$111.15');
  await expect(line).toContainText('$88.92');
  await expect(page.getByTestId('estimated-total')).toHaveText('$88.92');
  // Back to standard: the labour line returns to the card's own rate ($85.50 × 0.8 = $68.40), and again to rush.
  await chooseOption(page, 'Pricing', 'Standard');
  await expect(line.getByTestId('line-multiplier')).toHaveCount(0);
  await expect(page.getByTestId('estimated-total')).toHaveText('$68.40');
  await chooseOption(page, 'Pricing', 'Rush (× 1.3)');
  await expect(page.getByTestId('estimated-total')).toHaveText('$88.92');
  await keepScreenshot(page, 'shop-pricing-builder-1280');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/work-orders$/);

  // The saved work order shows the tier and the multiplied line.
  await page.getByRole('link', { name: 'Rush brake check', exact: true }).click();
  await expect(page.getByText('Rush (labour × 1.3)')).toBeVisible();
  const saved = page
    .getByRole('table', { name: 'Service charges' })
    .getByRole('row')
    .filter({ hasText: 'Pre-session' });
  await expect(saved.getByTestId('line-multiplier')).toHaveText('× 1.3 rush');
  await expect(saved).toContainText('$88.92');
  const workOrderId = page.url().split('/').pop() ?? '';
  await keepScreenshot(page, 'shop-pricing-work-order-1280');

  // Invoiced and sent, the client's statement holds it.
  await postJson(page, `/api/work-orders/${workOrderId}/status`, { status: 'pending_approval' });
  await postJson(page, `/api/work-orders/${workOrderId}/status`, { status: 'approved' });
  const invoice = await postJson<{ id: string; number: string }>(page, '/api/invoices', {
    workOrderIds: [workOrderId],
  });
  await postJson(page, `/api/invoices/${invoice.id}/send`, {});

  const statementText = async () => {
    await page.getByRole('button', { name: 'Statement', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Statement for ${name}` });
    await expect(dialog).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/);
    return execFileSync('pdftotext', ['-layout', await download.path(), '-']).toString();
  };

  await page.goto(`/clients/${clientId}`);
  const text = await statementText();
  expect(text).toContain(name);
  expect(text).toContain(`Invoice ${invoice.number}`);
  expect(text).toMatch(/Closing balance\s+\$96\.70/);
  expect(text).toMatch(/Current\s+1–30 days/);
  await keepScreenshot(page, 'shop-pricing-client-1280');

  // At 375 px: the client's page (rate card and statement) and the work order fit the phone.
  await checkPhoneWidth(page);
  await rateCard.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'shop-pricing-client-375', { fullPage: false });
  const phoneText = await statementText();
  expect(phoneText).toContain(name);
  await waitForToasts(page);
  await page.goto(`/work-orders/${workOrderId}`);
  await expect(saved.getByTestId('line-multiplier')).toHaveText('× 1.3 rush');
  await checkPhoneWidth(page);
  await keepScreenshot(page, 'shop-pricing-work-order-375');
});
