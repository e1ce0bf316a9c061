import { planRemoval, type RelatedKind, type RemovalPlan } from '../lib/removal.rules';

/**
 * What is related to a client, all of it history: its cars (archived ones included), its event
 * registrations, work orders and invoices. A client with any of these is archived; one without is deleted and takes
 * nothing along.
 */
export const clientRelations = {
  cars: { singular: 'car', plural: 'cars', history: true },
  registrations: { singular: 'event registration', plural: 'event registrations', history: true },
  workOrders: { singular: 'work order', plural: 'work orders', history: true },
  invoices: { singular: 'invoice', plural: 'invoices', history: true },
} as const satisfies Record<string, RelatedKind>;

export type ClientRelation = keyof typeof clientRelations;
export type ClientRelationCounts = Record<ClientRelation, number>;

export function clientRemoval(counts: ClientRelationCounts): RemovalPlan {
  return planRemoval(clientRelations, counts);
}
