import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ofTeam, type TeamDb } from '../../db/team-db';
import { rateCards } from '../../db/schema';

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
