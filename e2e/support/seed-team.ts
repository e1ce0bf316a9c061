import type { Browser, BrowserContext } from '@playwright/test';
import { appBaseUrl, createViaApi, isoDay, postJson, registerViaApi, upgradeToAnnual, type Account } from './fixtures';

export interface SeededTeam {
  account: Account;
  /** Cookies of the signed-in session, for `browser.newContext({ storageState })`. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  names: typeof seededNames;
  ids: {
    car: string;
    serviceItem: string;
    client: string;
    driver: string;
    track: string;
    event: string;
    repair: string;
    damageReport: string;
    workOrder: string;
    inventoryItem: string;
    component: string;
  };
}

/** The names the seeded records carry, so a screen can be recognised once its data has loaded. */
export const seededNames = {
  car: 'Spec Miata #12',
  serviceItem: 'Engine oil',
  client: 'Ayrton Costa',
  driver: 'Oscar Piastri',
  track: 'Laguna Seca',
  event: 'Club Race Weekend',
  repair: 'Replace brake pads',
  damageReport: 'Cracked splitter',
  template: 'Club tech',
  workOrder: 'Pre-race preparation',
  location: 'Main Shop',
  supplier: 'Summit Racing',
  inventoryItem: 'Brake pad set',
  component: 'Engine MZR-2',
} as const;

/**
 * A signed-in team (annual plan, team mode) with one of each record: a client's car with a
 * service item and a default driver, a track, an upcoming event with that car registered, a
 * damage report from the event and a repair for it, a default inspection template, a draft
 * work order for the client's car, and an inventory item in a location from a supplier.
 */
export async function seedTeam(browser: Browser): Promise<SeededTeam> {
  const context = await browser.newContext({ baseURL: appBaseUrl() });
  try {
    const page = await context.newPage();
    const account = await registerViaApi(page);
    await upgradeToAnnual(page);
    const n = seededNames;
    const driver = await createViaApi(page, '/api/drivers', {
      name: n.driver,
      email: 'oscar@example.com',
      phone: '555-0100',
    });
    const client = await createViaApi(page, '/api/clients', { name: n.client, email: 'ayrton@example.com' });
    const car = await createViaApi(page, '/api/cars', {
      name: n.car,
      make: 'Mazda',
      model: 'MX-5',
      year: 2019,
      hours: 42.5,
      miles: 3200,
      defaultDriverId: driver,
      logbookExpiration: isoDay(20),
    });
    await postJson(page, `/api/clients/${client}/cars`, { carId: car });
    const serviceItem = await createViaApi(page, `/api/cars/${car}/service-items`, {
      name: n.serviceItem,
      hourInterval: 10,
      lastServiceHours: 30,
    });
    const track = await createViaApi(page, '/api/tracks', { name: n.track, location: 'Monterey, CA', length: 2.238 });
    await postJson(page, '/api/inspection-templates', {
      name: n.template,
      isDefault: true,
      baseFeeCents: 7500,
      items: [
        { category: 'Safety', itemName: 'Harness' },
        { category: 'Brakes', itemName: 'Brake pads', failureCreatesWorkItem: true, workItemTemplate: 'Replace pads' },
      ],
    });
    const event = await createViaApi(page, '/api/events', {
      title: n.event,
      date: isoDay(10),
      type: 'Race',
      trackId: track,
      estimatedMinutes: 480,
    });
    await postJson(page, `/api/events/${event}/cars`, {
      clientId: client,
      carId: car,
      carNumber: '12',
      driverId: driver,
    });
    const damageReport = await createViaApi(page, '/api/damage-reports', {
      title: n.damageReport,
      carId: car,
      severity: 'moderate',
      discoveredDate: isoDay(-2),
      damageLocation: 'Front lower',
      estimatedRepairCostCents: 45_000,
    });
    const repair = await createViaApi(page, '/api/repairs', {
      title: n.repair,
      carId: car,
      damageReportId: damageReport,
      scheduledDate: isoDay(3),
      estimatedCostCents: 25_000,
    });
    const workOrder = await createViaApi(page, '/api/work-orders', {
      clientId: client,
      carId: car,
      title: n.workOrder,
      serviceCharges: [{ description: 'Pre-event preparation', quantity: 2, unitRateCents: 9_500 }],
      partsCharges: [{ partName: 'Brake pads', quantity: 1, unitCostCents: 20_000, unitPriceCents: 28_000 }],
    });
    const location = await createViaApi(page, '/api/inventory/locations', { name: n.location, type: 'shop' });
    const supplier = await createViaApi(page, '/api/inventory/suppliers', {
      name: n.supplier,
      categories: ['wear_item', 'engine_part'],
    });
    const inventoryItem = await createViaApi(page, '/api/inventory/items', {
      name: n.inventoryItem,
      partNumber: 'BP-1042',
      category: 'wear_item',
      currentStock: 4,
      minStockLevel: 2,
      locationId: location,
      supplierId: supplier,
      unitCostCents: 20_000,
      condition: 'new',
    });
    const component = await createViaApi(page, '/api/components', {
      name: n.component,
      kind: 'engine',
      serialNumber: 'MZR-0042',
      hours: 12,
    });
    return {
      account,
      storageState: await context.storageState(),
      names: seededNames,
      ids: {
        car,
        serviceItem,
        client,
        driver,
        track,
        event,
        repair,
        damageReport,
        workOrder,
        inventoryItem,
        component,
      },
    };
  } finally {
    await context.close();
  }
}
