import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inputBounds } from '@shared/lib/input-bounds';
import { cars } from './cars';
import { clients, type PostalAddress } from './clients';
import { rangeChecks, teamKey, teamOwned, teamReference, timestamps } from './columns';

/**
 * When the record was deleted; null while it is active. Locations, suppliers and items are
 * soft deleted (the spec's is_active false): they leave every list and picker, while stock
 * history and work-order lines that name them stay intact.
 */
const softDeletable = () => ({ deletedAt: timestamp({ withTimezone: true }) });

/** Where parts are kept: a shop bay, a trailer, a storage unit. One default per team. */
export const inventoryLocations = pgTable(
  'inventory_locations',
  {
    ...teamOwned(),
    name: text().notNull(),
    description: text(),
    /** shop, trailer, storage_unit, warehouse, other */
    type: text().notNull().default('shop'),
    isDefault: boolean().notNull().default(false),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('inventory_locations', t),
    /** At most one default location per team, whatever runs at the same time. */
    uniqueIndex('inventory_locations_team_default_idx')
      .on(t.teamId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    /** Names are unique among a team's active locations (an import finds a location by name). */
    uniqueIndex('inventory_locations_team_name_idx')
      .on(t.teamId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check(
      'inventory_locations_type_check',
      sql`${t.type} in ('shop', 'trailer', 'storage_unit', 'warehouse', 'other')`,
    ),
  ],
);

/** Who parts are bought from. */
export const suppliers = pgTable(
  'suppliers',
  {
    ...teamOwned(),
    name: text().notNull(),
    displayName: text(),
    supplierCode: text(),
    contactPerson: text(),
    email: text(),
    phone: text(),
    website: text(),
    address: jsonb().$type<PostalAddress>(),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leadTimeDays: integer().notNull().default(7),
    minimumOrderCents: integer().notNull().default(0),
    paymentTerms: text().notNull().default('Net 30'),
    isPreferred: boolean().notNull().default(false),
    rating: integer().notNull().default(5),
    notes: text(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('suppliers', t),
    index('suppliers_team_order_idx').on(t.teamId, t.isPreferred.desc(), t.rating.desc(), t.name),
    ...rangeChecks('suppliers', t, {
      leadTimeDays: inputBounds.leadTimeDays,
      minimumOrderCents: inputBounds.costCents,
      rating: inputBounds.rating,
    }),
  ],
);

/**
 * What an inventory search matches: the name, the part number and the manufacturer, separated by
 * spaces (as concat_ws(' ', …), which skips what is missing; the name never is), lower-cased.
 * Kept on the row (inventory_items.search_text), so a search compares a stored value with its
 * lower-cased pattern instead of building and case-folding this text for every item it passes.
 */
const searchTextSql = sql`lower("name" || coalesce(' ' || "part_number", '') || coalesce(' ' || "manufacturer", ''))`;

/**
 * A part, supply or piece of equipment the shop keeps. `scope` client means it is set aside
 * for one client (`clientId`; the spec's allowed_owner_ids holding that client).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    ...teamOwned(),
    name: text().notNull(),
    description: text(),
    partNumber: text(),
    manufacturer: text(),
    /** body_panel, engine_part, suspension, electrical, consumable, tool, safety, wear_item, other */
    category: text().notNull().default('other'),
    currentStock: integer().notNull().default(1),
    minStockLevel: integer().notNull().default(0),
    maxStockLevel: integer().notNull().default(0),
    locationId: uuid().notNull(),
    shelfLocation: text(),
    unitCostCents: integer().notNull().default(0),
    retailPriceCents: integer().notNull().default(0),
    /** new, used_excellent, used_good, used_fair, needs_repair, obsolete */
    condition: text().notNull().default('new'),
    notes: text(),
    supplierId: uuid(),
    supplierPartNumber: text(),
    leadTimeDays: integer(),
    /** shop or client */
    scope: text().notNull().default('shop'),
    clientId: uuid(),
    /** Written by the database (searchTextSql). */
    searchText: text().notNull().generatedAlwaysAs(searchTextSql),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    teamKey('inventory_items', t),
    teamReference('inventory_items', 'locationId', t, inventoryLocations).onDelete('restrict'),
    teamReference('inventory_items', 'supplierId', t, suppliers).onDelete('set null'),
    teamReference('inventory_items', 'clientId', t, clients).onDelete('restrict'),
    // The active items in name order, with what a search matches: a search walks it without
    // reading the items themselves (an index-only scan, once the table is vacuumed).
    index('inventory_items_team_name_idx')
      .on(t.teamId, t.name, t.id, t.searchText)
      .where(sql`${t.deletedAt} is null`),
    index('inventory_items_team_location_idx').on(t.teamId, t.locationId),
    index('inventory_items_team_supplier_idx').on(t.teamId, t.supplierId),
    index('inventory_items_team_client_idx').on(t.teamId, t.clientId),
    index('inventory_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'inventory_items_category_check',
      sql`${t.category} in ('body_panel', 'engine_part', 'suspension', 'electrical', 'consumable', 'tool', 'safety', 'wear_item', 'other')`,
    ),
    check(
      'inventory_items_condition_check',
      sql`${t.condition} in ('new', 'used_excellent', 'used_good', 'used_fair', 'needs_repair', 'obsolete')`,
    ),
    check(
      'inventory_items_scope_check',
      sql`(${t.scope} = 'shop' and ${t.clientId} is null) or (${t.scope} = 'client' and ${t.clientId} is not null)`,
    ),
    ...rangeChecks('inventory_items', t, {
      currentStock: inputBounds.stock,
      minStockLevel: inputBounds.stock,
      maxStockLevel: inputBounds.stock,
      unitCostCents: inputBounds.rateCents,
      retailPriceCents: inputBounds.rateCents,
      leadTimeDays: inputBounds.leadTimeDays,
    }),
  ],
);

/** The cars an item fits (the spec's compatible_car_ids); none means universal. */
export const inventoryItemCars = pgTable(
  'inventory_item_cars',
  {
    ...teamOwned(),
    itemId: uuid().notNull(),
    carId: uuid().notNull(),
  },
  (t) => [
    teamKey('inventory_item_cars', t),
    teamReference('inventory_item_cars', 'itemId', t, inventoryItems).onDelete('cascade'),
    teamReference('inventory_item_cars', 'carId', t, cars).onDelete('cascade'),
    uniqueIndex('inventory_item_cars_item_car_idx').on(t.itemId, t.carId),
    index('inventory_item_cars_car_idx').on(t.teamId, t.carId),
  ],
);
