import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ofTeam, teamKeyJoin, type TeamDb } from '../../db/team-db';
import { clientRateCards, rateCards } from '../../db/schema';

export type RateCardRow = typeof rateCards.$inferSelect;
export type NewRateCard = Omit<typeof rateCards.$inferInsert, 'id' | 'teamId' | 'createdAt' | 'updatedAt'>;
export type RateCardChanges = Partial<NewRateCard>;

/** The team's cards: the default first, then newest first. */
export async function listRateCards(team: TeamDb): Promise<RateCardRow[]> {
  return team.db
    .select()
    .from(rateCards)
    .where(ofTeam(team, rateCards))
    .orderBy(desc(rateCards.isDefault), desc(rateCards.createdAt), desc(rateCards.id));
}

export async function findRateCard(team: TeamDb, id: string): Promise<RateCardRow | undefined> {
  const [row] = await team.db
    .select()
    .from(rateCards)
    .where(ofTeam(team, rateCards, eq(rateCards.id, id)))
    .limit(1);
  return row;
}

export async function findDefaultRateCard(team: TeamDb): Promise<RateCardRow | undefined> {
  const [row] = await team.db
    .select()
    .from(rateCards)
    .where(ofTeam(team, rateCards, eq(rateCards.isDefault, true)))
    .limit(1);
  return row;
}

/**
 * Serialises changes of the team's default card until the transaction ends, so that "clear the
 * others, then set this one" of two requests cannot interleave. The partial unique index
 * (rate_cards_team_default_idx) is the last guard.
 */
export async function lockDefaultRateCard(team: TeamDb): Promise<void> {
  await team.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate_cards_default:${team.teamId}`}))`);
}

/** Clears the default flag on the team's cards other than `exceptId`. */
export async function clearDefaultRateCards(team: TeamDb, exceptId?: string): Promise<void> {
  await team.db
    .update(rateCards)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(ofTeam(team, rateCards, eq(rateCards.isDefault, true), exceptId ? ne(rateCards.id, exceptId) : undefined));
}

export async function insertRateCard(team: TeamDb, values: NewRateCard): Promise<RateCardRow> {
  const [row] = await team.db
    .insert(rateCards)
    .values({ ...values, teamId: team.teamId })
    .returning();
  if (!row) throw new Error('Rate card could not be created');
  return row;
}

export async function updateRateCard(
  team: TeamDb,
  id: string,
  changes: RateCardChanges,
): Promise<RateCardRow | undefined> {
  const [row] = await team.db
    .update(rateCards)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofTeam(team, rateCards, eq(rateCards.id, id)))
    .returning();
  return row;
}

export async function deleteRateCard(team: TeamDb, id: string): Promise<boolean> {
  const rows = await team.db
    .delete(rateCards)
    .where(and(ofTeam(team, rateCards, eq(rateCards.id, id))))
    .returning({ id: rateCards.id });
  return rows.length > 0;
}

/** The client's own card, if they have one. */
export async function findClientRateCard(team: TeamDb, clientId: string): Promise<RateCardRow | undefined> {
  const [row] = await team.db
    .select({ card: rateCards })
    .from(clientRateCards)
    .innerJoin(rateCards, teamKeyJoin(rateCards, clientRateCards.teamId, clientRateCards.rateCardId))
    .where(ofTeam(team, clientRateCards, eq(clientRateCards.clientId, clientId)))
    .limit(1);
  return row?.card;
}

/** Gives the client their own card (replacing the one they had). */
export async function upsertClientRateCard(team: TeamDb, clientId: string, rateCardId: string): Promise<void> {
  await team.db
    .insert(clientRateCards)
    .values({ teamId: team.teamId, clientId, rateCardId })
    .onConflictDoUpdate({
      target: [clientRateCards.teamId, clientRateCards.clientId],
      set: { rateCardId, updatedAt: sql`now()` },
    });
}

/** The client goes back to the team's default card. */
export async function deleteClientRateCard(team: TeamDb, clientId: string): Promise<void> {
  await team.db.delete(clientRateCards).where(ofTeam(team, clientRateCards, eq(clientRateCards.clientId, clientId)));
}
