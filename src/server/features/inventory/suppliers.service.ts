import { AppError } from '@shared/lib/app-error';
import type { InventoryCategory } from '@shared/inventory/inventory.rules';
import type { Supplier, SupplierListQueryValues, SupplierValues } from '@shared/inventory/suppliers.contract';
import { supplierDefaults, supplierMessages, type PaymentTerms } from '@shared/inventory/suppliers.rules';
import type { RequestContext } from '../../auth/request-context';
import {
  findSupplier,
  insertSupplier,
  listSuppliers as listSupplierRows,
  softDeleteSupplier,
  updateSupplier as updateSupplierRow,
  type NewSupplier,
  type SupplierRowWithCount,
} from './suppliers.repository';

const supplierNotFound = () => new AppError('not_found', supplierMessages.notFound);

export function toSupplier(row: SupplierRowWithCount): Supplier {
  const address = row.address;
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    supplierCode: row.supplierCode,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: {
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postalCode: address?.postalCode ?? null,
      country: address ? address.country : supplierDefaults.country,
    },
    categories: row.categories as InventoryCategory[],
    specialties: row.specialties,
    leadTimeDays: row.leadTimeDays,
    minimumOrderCents: row.minimumOrderCents,
    paymentTerms: row.paymentTerms as PaymentTerms,
    isPreferred: row.isPreferred,
    rating: row.rating,
    notes: row.notes,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function supplierValues(input: SupplierValues): NewSupplier {
  return {
    name: input.name,
    displayName: input.displayName,
    supplierCode: input.supplierCode,
    contactPerson: input.contactPerson,
    email: input.email,
    phone: input.phone,
    website: input.website,
    address: input.address,
    categories: input.categories,
    specialties: input.specialties,
    leadTimeDays: input.leadTimeDays,
    minimumOrderCents: input.minimumOrderCents,
    paymentTerms: input.paymentTerms,
    isPreferred: input.isPreferred,
    rating: input.rating,
    notes: input.notes,
  };
}

async function supplierById(ctx: RequestContext, id: string): Promise<Supplier> {
  const row = await findSupplier(ctx.team, id);
  if (!row) throw supplierNotFound();
  return toSupplier(row);
}

export async function listSuppliers(ctx: RequestContext, query: SupplierListQueryValues): Promise<Supplier[]> {
  return (await listSupplierRows(ctx.team, query)).map(toSupplier);
}

/** An active supplier of the team (404 for a deleted one, another team's or a missing one). */
export async function getSupplier(ctx: RequestContext, id: string): Promise<Supplier> {
  return supplierById(ctx, id);
}

export async function createSupplier(ctx: RequestContext, input: SupplierValues): Promise<Supplier> {
  const row = await insertSupplier(ctx.team, supplierValues(input));
  return supplierById(ctx, row.id);
}

/** Saves a supplier with its full record. */
export async function updateSupplier(ctx: RequestContext, id: string, input: SupplierValues): Promise<Supplier> {
  if (!(await updateSupplierRow(ctx.team, id, supplierValues(input)))) throw supplierNotFound();
  return supplierById(ctx, id);
}

/** Soft deletes the supplier: it leaves the lists; items bought from it keep pointing at it. */
export async function deleteSupplier(ctx: RequestContext, id: string): Promise<void> {
  if (!(await softDeleteSupplier(ctx.team, id))) throw supplierNotFound();
}
