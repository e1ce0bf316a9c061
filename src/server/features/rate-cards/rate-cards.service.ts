import { AppError } from '@shared/lib/app-error';
import { todayIso } from '@shared/lib/dates';
import {
  type ClientRateCard,
  type DefaultRateCardResponse,
  type PriceListResponse,
  type RateCard,
  type RateCardValues,
  rateCardMessages,
} from '@shared/rate-cards/rate-cards.contract';
import { quickBillingPriceList } from '@shared/rate-cards/price-list.rules';
import {
  defaultRateCardDescription,
  defaultRateCardName,
  defaultRateCardRates,
  type RateCardRates,
} from '@shared/rate-cards/rate-cards.rules';
import { transaction, type RequestContext } from '../../auth/request-context';
import { getClient } from '../clients/clients.service';
import {
  clearDefaultRateCards,
  deleteClientRateCard,
  findClientRateCard,
  upsertClientRateCard,
  deleteRateCard as deleteRateCardRow,
  findDefaultRateCard,
  findRateCard,
  insertRateCard,
  listRateCards as listRateCardRows,
  lockDefaultRateCard,
  updateRateCard as updateRateCardRow,
  type NewRateCard,
  type RateCardRow,
} from './rate-cards.repository';

const rateCardNotFound = () => new AppError('not_found', rateCardMessages.notFound);

/** The priced values of a stored card. */
export function ratesOf(row: RateCardRow | RateCard): RateCardRates {
  return {
    trackSupportHourlyRateCents: row.trackSupportHourlyRateCents,
    transportationRateCents: row.transportationRateCents,
    eventDayFlatRateCents: row.eventDayFlatRateCents,
    weekendPackageRateCents: row.weekendPackageRateCents,
    mechanicHourlyRateCents: row.mechanicHourlyRateCents,
    serviceCallRateCents: row.serviceCallRateCents,
    diagnosticRateCents: row.diagnosticRateCents,
    damageAssessmentRateCents: row.damageAssessmentRateCents,
    bodyworkHourlyRateCents: row.bodyworkHourlyRateCents,
    engineRebuildRateCents: row.engineRebuildRateCents,
    partsMarkupPercentage: Number(row.partsMarkupPercentage),
    consumableMarkupPercentage: Number(row.consumableMarkupPercentage),
    outsideServiceMarkupPercentage: Number(row.outsideServiceMarkupPercentage),
    rushJobMultiplier: Number(row.rushJobMultiplier),
    weekendMultiplier: Number(row.weekendMultiplier),
    holidayMultiplier: Number(row.holidayMultiplier),
  };
}

export function toRateCard(row: RateCardRow): RateCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...ratesOf(row),
    isDefault: row.isDefault,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored values of a body; rates left out take `base` (the card's own, or the defaults). */
function cardValues(input: RateCardValues, base: RateCardRates): NewRateCard {
  return {
    name: input.name,
    description: input.description,
    trackSupportHourlyRateCents: input.trackSupportHourlyRateCents,
    transportationRateCents: input.transportationRateCents,
    eventDayFlatRateCents: input.eventDayFlatRateCents,
    weekendPackageRateCents: input.weekendPackageRateCents,
    mechanicHourlyRateCents: input.mechanicHourlyRateCents,
    serviceCallRateCents: input.serviceCallRateCents,
    diagnosticRateCents: input.diagnosticRateCents,
    damageAssessmentRateCents: input.damageAssessmentRateCents ?? base.damageAssessmentRateCents,
    bodyworkHourlyRateCents: input.bodyworkHourlyRateCents ?? base.bodyworkHourlyRateCents,
    engineRebuildRateCents: input.engineRebuildRateCents ?? base.engineRebuildRateCents,
    partsMarkupPercentage: input.partsMarkupPercentage,
    consumableMarkupPercentage: input.consumableMarkupPercentage,
    outsideServiceMarkupPercentage: input.outsideServiceMarkupPercentage,
    rushJobMultiplier: input.rushJobMultiplier ?? base.rushJobMultiplier,
    weekendMultiplier: input.weekendMultiplier ?? base.weekendMultiplier,
    holidayMultiplier: input.holidayMultiplier ?? base.holidayMultiplier,
    isDefault: input.isDefault,
    effectiveDate: input.effectiveDate,
    expirationDate: input.expirationDate,
  };
}

export async function listRateCards(ctx: RequestContext): Promise<RateCard[]> {
  return (await listRateCardRows(ctx.team)).map(toRateCard);
}

export async function getRateCard(ctx: RequestContext, id: string): Promise<RateCard> {
  const row = await findRateCard(ctx.team, id);
  if (!row) throw rateCardNotFound();
  return toRateCard(row);
}

/** The team's default card, or null. Never creates one (reads never write). */
export async function getDefaultRateCard(ctx: RequestContext): Promise<RateCard | null> {
  const row = await findDefaultRateCard(ctx.team);
  return row ? toRateCard(row) : null;
}

export async function getDefaultRateCardResponse(ctx: RequestContext): Promise<DefaultRateCardResponse> {
  return { rateCard: await getDefaultRateCard(ctx) };
}

/** Creates a card; a card flagged default first clears the flag on the others, in one transaction. */
export async function createRateCard(ctx: RequestContext, input: RateCardValues): Promise<RateCard> {
  return transaction(ctx, async (ctx) => {
    if (input.isDefault) {
      await lockDefaultRateCard(ctx.team);
      await clearDefaultRateCards(ctx.team);
    }
    return toRateCard(await insertRateCard(ctx.team, cardValues(input, defaultRateCardRates)));
  });
}

/** Saves a card with its full record; flagged default, it clears the others in the same transaction. */
export async function updateRateCard(ctx: RequestContext, id: string, input: RateCardValues): Promise<RateCard> {
  return transaction(ctx, async (ctx) => {
    if (input.isDefault) await lockDefaultRateCard(ctx.team);
    const existing = await findRateCard(ctx.team, id);
    if (!existing) throw rateCardNotFound();
    if (input.isDefault) await clearDefaultRateCards(ctx.team, id);
    const row = await updateRateCardRow(ctx.team, id, cardValues(input, ratesOf(existing)));
    if (!row) throw rateCardNotFound();
    return toRateCard(row);
  });
}

/** Makes one card the team's default and clears the flag on the others. */
export async function setDefaultRateCard(ctx: RequestContext, id: string): Promise<RateCard> {
  return transaction(ctx, async (ctx) => {
    await lockDefaultRateCard(ctx.team);
    if (!(await findRateCard(ctx.team, id))) throw rateCardNotFound();
    await clearDefaultRateCards(ctx.team, id);
    const row = await updateRateCardRow(ctx.team, id, { isDefault: true });
    if (!row) throw rateCardNotFound();
    return toRateCard(row);
  });
}

export async function deleteRateCard(ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteRateCardRow(ctx.team, id))) throw rateCardNotFound();
}

/**
 * The team's default card, created with the spec's values (effective `today`) when the team has
 * none: a write, for write paths only (the explicit POST, onboarding a shop, pricing an
 * inspection). Part of the caller's transaction.
 */
export async function ensureDefaultRateCard(
  ctx: RequestContext,
  today: string = todayIso(),
): Promise<{ rateCard: RateCard; created: boolean }> {
  return transaction(ctx, async (ctx) => {
    await lockDefaultRateCard(ctx.team);
    const existing = await findDefaultRateCard(ctx.team);
    if (existing) return { rateCard: toRateCard(existing), created: false };
    const row = await insertRateCard(ctx.team, {
      name: defaultRateCardName,
      description: defaultRateCardDescription,
      ...defaultRateCardRates,
      isDefault: true,
      effectiveDate: today,
      expirationDate: null,
    });
    return { rateCard: toRateCard(row), created: true };
  });
}

/** The Quick Billing Panel's price list from the team's default card (none: no sections). */
export async function getPriceList(ctx: RequestContext): Promise<PriceListResponse> {
  const card = await getDefaultRateCard(ctx);
  if (!card) return { rateCard: null, sections: [] };
  return { rateCard: { id: card.id, name: card.name }, sections: quickBillingPriceList(ratesOf(card)) };
}

/**
 * The card a client's work orders are priced from: the client's own card, else the team's default
 * (null: the team has none). Reads only.
 */
export async function getPricingRateCard(ctx: RequestContext, clientId: string): Promise<RateCard | null> {
  const own = await findClientRateCard(ctx.team, clientId);
  return own ? toRateCard(own) : getDefaultRateCard(ctx);
}

/** The client's card as the client's page shows it; 404 for a client that is not the team's. */
export async function getClientRateCard(ctx: RequestContext, clientId: string): Promise<ClientRateCard> {
  await getClient(ctx, clientId);
  const own = await findClientRateCard(ctx.team, clientId);
  if (own) return { clientId, assignedRateCardId: own.id, source: 'client', rateCard: toRateCard(own) };
  const fallback = await getDefaultRateCard(ctx);
  return { clientId, assignedRateCardId: null, source: fallback ? 'default' : null, rateCard: fallback };
}

/**
 * Gives the client one of the team's cards (400 naming rateCardId for a card that is not the
 * team's), or sends them back to the default card (null). 404 for a client that is not the team's.
 */
export async function setClientRateCard(
  ctx: RequestContext,
  clientId: string,
  rateCardId: string | null,
): Promise<ClientRateCard> {
  await transaction(ctx, async (ctx) => {
    await getClient(ctx, clientId);
    if (rateCardId === null) return deleteClientRateCard(ctx.team, clientId);
    if (!(await findRateCard(ctx.team, rateCardId))) {
      throw AppError.validation(rateCardMessages.chooseCard, { rateCardId: rateCardMessages.chooseCard });
    }
    await upsertClientRateCard(ctx.team, clientId, rateCardId);
  });
  return getClientRateCard(ctx, clientId);
}
