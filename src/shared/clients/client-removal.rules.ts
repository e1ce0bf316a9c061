import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a client, all of it history: its cars (archived ones included), its event
 * registrations, work orders, invoices and the inventory items assigned to it. A client with any of
 * these is archived; one without is deleted and takes nothing along.
 */
export const clientRelations = {
  cars: { singular: 'car', plural: 'cars', history: true, references: ['cars.client_id'] },
  registrations: {
    singular: 'event registration',
    plural: 'event registrations',
    history: true,
    references: ['event_cars.client_id'],
  },
  workOrders: { singular: 'work order', plural: 'work orders', history: true, references: ['work_orders.client_id'] },
  invoices: { singular: 'invoice', plural: 'invoices', history: true, references: ['invoices.client_id'] },
  inventoryItems: {
    singular: 'inventory item assigned to it',
    plural: 'inventory items assigned to it',
    history: true,
    references: ['inventory_items.client_id'],
  },
} as const satisfies Record<string, RelatedKind>;

/**
 * What else references a client and is not listed: the rate card chosen for the client goes with
 * it (a choice of price list, not history; its work orders keep the prices they were given).
 */
export const clientReferencesNotListed = ['client_rate_cards.client_id'] as const;

export type ClientRelation = keyof typeof clientRelations;
export type ClientRelationCounts = Record<ClientRelation, number>;

export function clientRemoval(counts: ClientRelationCounts): RemovalPlan {
  return planRemoval(clientRelations, counts);
}
