import { inventoryItemInputSchema, type InventoryItemInput } from '@shared/inventory/inventory.contract';
import { locationInputSchema, type LocationInput } from '@shared/inventory/locations.contract';
import { supplierInputSchema, type SupplierInput } from '@shared/inventory/suppliers.contract';
import type { RequestContext } from '../auth/request-context';
import { getCarOptions } from '../features/cars/cars.service';
import { getClientOptions } from '../features/clients/clients.service';
import { createInventoryItem } from '../features/inventory/inventory-items.service';
import { createLocation } from '../features/inventory/locations.service';
import { changeItemStock } from '../features/inventory/stock-moves.service';
import { createSupplier } from '../features/inventory/suppliers.service';
import { listWorkOrders } from '../features/work-orders/work-orders.service';
import { useItemInOrder } from '../workflows/use-item-in-order';
import type { DemoSeedStep } from './demo-seed-steps';

const demoLocations: LocationInput[] = [
  { name: 'Shop Bay 1', type: 'shop', isDefault: true, description: 'Main workshop shelves and parts cage' },
  { name: 'Race Trailer', type: 'trailer', description: 'Spares that travel to every event' },
  { name: 'Storage Unit B', type: 'storage_unit', description: 'Bulk consumables and body panels' },
];

const demoSuppliers: SupplierInput[] = [
  {
    name: 'Summit Racing',
    contactPerson: 'Dave Ortiz',
    email: 'orders@summit.example',
    phone: '(330) 555-0190',
    website: 'https://summit.example',
    categories: ['engine_part', 'wear_item', 'consumable', 'suspension'],
    leadTimeDays: 3,
    isPreferred: true,
    rating: 5,
  },
  {
    name: 'Pegasus Auto Racing',
    email: 'sales@pegasus.example',
    categories: ['safety', 'tool', 'electrical'],
    leadTimeDays: 5,
    rating: 4,
  },
  { name: 'Trackside Fabrication', categories: ['body_panel'], leadTimeDays: 14, rating: 3 },
];

type DemoItem = Omit<InventoryItemInput, 'locationId' | 'supplierId' | 'clientId'> & {
  location: number;
  supplier?: number;
  /** Set aside for the first client. */
  forClient?: boolean;
  /** Fits the first cars of the fleet. */
  fitsCars?: number;
  /** Stock received after it was created, with the delivery note. */
  received?: [number, string];
};

/**
 * The demo's parts, supplies and equipment. The first is set aside for a client (a client
 * item is what the schema checks exercise first); one is low and one out of stock.
 */
const demoItems: DemoItem[] = [
  {
    name: '6-point racing harness',
    category: 'safety',
    currentStock: 1,
    location: 0,
    supplier: 1,
    manufacturer: 'Schroth',
    partNumber: 'SCH-6PT-HANS',
    unitCostCents: 42_000,
    condition: 'new',
    forClient: true,
    notes: 'Ordered for the client’s car; fit at the next service.',
  },
  {
    name: 'Brake pads DTC-60 (front)',
    category: 'wear_item',
    currentStock: 6,
    minStockLevel: 4,
    maxStockLevel: 12,
    location: 0,
    shelfLocation: 'A-2',
    supplier: 0,
    manufacturer: 'Hawk',
    partNumber: 'HB101G.590',
    unitCostCents: 18_500,
    retailPriceCents: 26_900,
    condition: 'new',
    fitsCars: 2,
    received: [4, 'Summit order #4471'],
  },
  {
    name: 'Engine oil 5W-40 (quart)',
    category: 'consumable',
    currentStock: 24,
    minStockLevel: 12,
    location: 2,
    supplier: 0,
    manufacturer: 'Motul',
    partNumber: 'MOT-300V-5W40',
    unitCostCents: 1_500,
    condition: 'new',
  },
  {
    name: 'Oil filter',
    category: 'engine_part',
    currentStock: 5,
    minStockLevel: 4,
    location: 0,
    shelfLocation: 'B-1',
    supplier: 0,
    manufacturer: 'K&N',
    partNumber: 'HP-1017',
    unitCostCents: 1_299,
    condition: 'new',
  },
  {
    name: 'Spark plugs (set of 4)',
    category: 'engine_part',
    currentStock: 0,
    minStockLevel: 2,
    location: 0,
    supplier: 0,
    manufacturer: 'NGK',
    partNumber: 'BKR7E',
    unitCostCents: 3_200,
    condition: 'new',
  },
  {
    name: 'Front splitter',
    category: 'body_panel',
    currentStock: 2,
    location: 2,
    supplier: 2,
    partNumber: 'TF-SPL-01',
    unitCostCents: 38_000,
    retailPriceCents: 55_000,
    condition: 'new',
  },
  {
    name: 'Coilover set',
    category: 'suspension',
    currentStock: 1,
    location: 2,
    supplier: 0,
    manufacturer: 'Öhlins',
    partNumber: 'OHL-RD-NA',
    unitCostCents: 265_000,
    condition: 'used_excellent',
    leadTimeDays: 21,
  },
  {
    name: 'Deutsch connector kit',
    category: 'electrical',
    currentStock: 3,
    location: 1,
    supplier: 1,
    partNumber: 'DTM-KIT-12',
    unitCostCents: 8_900,
    condition: 'new',
  },
  {
    name: 'Torque wrench 1/2"',
    category: 'tool',
    currentStock: 2,
    location: 1,
    manufacturer: 'Tekton',
    unitCostCents: 7_900,
    condition: 'used_good',
  },
  {
    name: 'Fire extinguisher 2.5 lb',
    category: 'safety',
    currentStock: 4,
    minStockLevel: 2,
    location: 1,
    supplier: 1,
    manufacturer: 'Lifeline',
    unitCostCents: 9_500,
    condition: 'new',
  },
  {
    name: 'Slick tires (set)',
    category: 'wear_item',
    currentStock: 3,
    minStockLevel: 2,
    location: 1,
    shelfLocation: 'Tire rack',
    manufacturer: 'Hoosier',
    unitCostCents: 120_000,
    condition: 'new',
  },
  {
    name: 'Zip ties and tape kit',
    category: 'other',
    currentStock: 10,
    location: 1,
    unitCostCents: 1_200,
    condition: 'new',
  },
];

async function seedItem(
  ctx: RequestContext,
  demo: DemoItem,
  refs: { locations: string[]; suppliers: string[]; clientId: string | null; carIds: string[] },
): Promise<string> {
  const { location, supplier, forClient, fitsCars, received, ...fields } = demo;
  const values = inventoryItemInputSchema.parse({
    ...fields,
    locationId: refs.locations[location],
    supplierId: supplier === undefined ? null : refs.suppliers[supplier],
    scope: forClient && refs.clientId ? 'client' : 'shop',
    clientId: forClient ? refs.clientId : null,
    compatibleCarIds: refs.carIds.slice(0, fitsCars ?? 0),
  });
  const item = await createInventoryItem(ctx, values);
  if (received) await changeItemStock(ctx, item.id, { reason: 'received', change: received[0], note: received[1] });
  return item.id;
}

/**
 * Locations (one default), suppliers and a dozen items across the categories, with stock
 * history: received, adjusted, and used on an open work order.
 */
export const seedInventory: DemoSeedStep = async (_deps, ctx) => {
  const locations: string[] = [];
  for (const input of demoLocations) locations.push((await createLocation(ctx, locationInputSchema.parse(input))).id);
  const suppliers: string[] = [];
  for (const input of demoSuppliers) suppliers.push((await createSupplier(ctx, supplierInputSchema.parse(input))).id);
  const [client] = (await getClientOptions(ctx)).filter((c) => c.isActive);
  const carIds = (await getCarOptions(ctx)).map((car) => car.id);
  const refs = { locations, suppliers, clientId: client?.id ?? null, carIds };

  const ids: string[] = [];
  for (const demo of demoItems) ids.push(await seedItem(ctx, demo, refs));
  const [, brakePads, oil, oilFilter] = ids;

  // A count found fewer than the records said.
  if (oilFilter) await changeItemStock(ctx, oilFilter, { reason: 'adjusted', change: -2, note: 'Shelf count' });

  const { items: open } = await listWorkOrders(ctx, { editable: true, page: 1, pageSize: 1 });
  const order = open[0];
  if (order) {
    if (brakePads) await useItemInOrder(ctx, brakePads, { workOrderId: order.id, quantity: 2 });
    if (oil) await useItemInOrder(ctx, oil, { workOrderId: order.id, quantity: 5 });
  }
};
