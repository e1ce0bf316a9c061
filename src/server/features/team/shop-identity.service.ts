import type { PaymentTerms } from '@shared/inventory/suppliers.rules';
import type { ShopIdentity, UpdateShopIdentity } from '@shared/team/shop-identity.contract';
import type { RequestContext } from '../../auth/request-context';
import type { SessionCache } from '../../auth/session-cache';
import { deleteImage, fileUrl, pointAtStoredImage, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { findTeamIdentity, renameTeam, upsertTeamIdentity, type TeamIdentityRow } from './team.repository';

/**
 * The shop as a document prints it, frozen into an invoice or credit note when it is issued: a
 * later change of the shop's details does not rewrite what was sent.
 */
export interface ShopDocumentIdentity {
  name: string;
  addressLines: string[];
  phone: string | null;
  email: string | null;
  taxId: string | null;
  /** The stored logo's key (printed while the file is there). */
  logoKey: string | null;
  paymentInstructions: string | null;
  defaultTerms: PaymentTerms;
}

function toIdentity(name: string, row: TeamIdentityRow | null): ShopIdentity {
  return {
    name,
    street: row?.address?.street ?? null,
    city: row?.address?.city ?? null,
    state: row?.address?.state ?? null,
    postalCode: row?.address?.postalCode ?? null,
    country: row?.address?.country ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    taxId: row?.taxId ?? null,
    logoUrl: fileUrl(row?.logoKey),
    paymentInstructions: row?.paymentInstructions ?? null,
    defaultTerms: (row?.defaultTerms ?? 'Net 30') as PaymentTerms,
  };
}

async function readIdentity(ctx: RequestContext): Promise<{ name: string; row: TeamIdentityRow | null }> {
  const found = await findTeamIdentity(ctx.team);
  return { name: found?.name ?? ctx.teamName, row: found?.identity ?? null };
}

/** The shop's details, for every member (documents show them). */
export async function getShopIdentity(ctx: RequestContext): Promise<ShopIdentity> {
  const { name, row } = await readIdentity(ctx);
  return toIdentity(name, row);
}

/** The address as printed lines: street, then "city, state postal code", then the country. */
export function addressLines(
  address: {
    street: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country?: string | null;
  } | null,
): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return [address.street ?? '', cityLine, address.country ?? ''].filter((line) => line.trim() !== '');
}

/** The shop as documents print it now (what an issued document freezes). */
export async function getShopDocumentIdentity(ctx: RequestContext): Promise<ShopDocumentIdentity> {
  const { name, row } = await readIdentity(ctx);
  const identity = toIdentity(name, row);
  return {
    name: identity.name,
    addressLines: addressLines(identity),
    phone: identity.phone,
    email: identity.email,
    taxId: identity.taxId,
    logoKey: row?.logoKey ?? null,
    paymentInstructions: identity.paymentInstructions,
    defaultTerms: identity.defaultTerms,
  };
}

/** Changes the shop's name and details (team managers: the route checks manage_shop_identity). */
export async function updateShopIdentity(
  sessions: SessionCache,
  ctx: RequestContext,
  input: UpdateShopIdentity,
): Promise<ShopIdentity> {
  const { name, street, city, state, postalCode, country, ...rest } = input;
  const row = await ctx.team.transaction(async (team) => {
    await renameTeam(team, name);
    return upsertTeamIdentity(team, { ...rest, address: { street, city, state, postalCode, country } });
  });
  // The resolved sessions carry the team's name (the header, the team switcher): read it afresh.
  sessions.forgetTeam(ctx.teamId);
  return toIdentity(name, row);
}

/** Replaces the shop's logo (checked by content, re-encoded without metadata); the old one is removed. */
export async function setShopLogo(storage: Storage, ctx: RequestContext, data: Buffer): Promise<ShopIdentity> {
  const { name, row: existing } = await readIdentity(ctx);
  const stored = await storeImage(storage, `${ctx.teamId}/shop`, data);
  const row = await pointAtStoredImage(storage, stored, () =>
    upsertTeamIdentity(ctx.team, { logoKey: stored.imageKey }),
  );
  // Only the full image is used: documents print it, the settings screen shows it small.
  await deleteImage(storage, { thumbnailKey: stored.thumbnailKey, imageKey: existing?.logoKey ?? undefined });
  return toIdentity(name, row ?? null);
}

export async function removeShopLogo(storage: Storage, ctx: RequestContext): Promise<ShopIdentity> {
  const { name, row: existing } = await readIdentity(ctx);
  const row = await upsertTeamIdentity(ctx.team, { logoKey: null });
  await deleteImage(storage, { imageKey: existing?.logoKey ?? undefined });
  return toIdentity(name, row);
}
