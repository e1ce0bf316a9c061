import { and, desc, eq, isNull } from 'drizzle-orm';
import { documentLinks, organization } from '../../db/schema';
import { forTeam, type PublicDb, type TeamDb } from '../../db/team-db';

export type DocumentLinkRow = typeof documentLinks.$inferSelect;
export type NewDocumentLink = Omit<typeof documentLinks.$inferInsert, 'teamId' | 'id'>;

/** Which document a link opens: a work order (as an estimate) or an invoice. */
export type DocumentTarget = { kind: 'estimate'; workOrderId: string } | { kind: 'invoice'; invoiceId: string };

const ofTarget = (teamId: string, target: DocumentTarget) =>
  and(
    eq(documentLinks.teamId, teamId),
    target.kind === 'estimate'
      ? eq(documentLinks.workOrderId, target.workOrderId)
      : eq(documentLinks.invoiceId, target.invoiceId),
  );

export async function insertDocumentLink({ db, teamId }: TeamDb, link: NewDocumentLink): Promise<DocumentLinkRow> {
  const [row] = await db
    .insert(documentLinks)
    .values({ ...link, teamId })
    .returning();
  if (!row) throw new Error('The document link could not be saved');
  return row;
}

/** The newest link of the document. */
export async function findLatestLink({ db, teamId }: TeamDb, target: DocumentTarget) {
  const [row] = await db
    .select()
    .from(documentLinks)
    .where(ofTarget(teamId, target))
    .orderBy(desc(documentLinks.createdAt), desc(documentLinks.id))
    .limit(1);
  return row;
}

/** Revokes every link of the document still unrevoked; answers how many. */
export async function revokeLinksOf({ db, teamId }: TeamDb, target: DocumentTarget, at: Date): Promise<number> {
  const rows = await db
    .update(documentLinks)
    .set({ revokedAt: at, updatedAt: at })
    .where(and(ofTarget(teamId, target), isNull(documentLinks.revokedAt)))
    .returning({ id: documentLinks.id });
  return rows.length;
}

/** The link with this token hash, with its team (bound to it) and the team's name. */
export async function findLinkByTokenHash({ db }: PublicDb, tokenHash: string) {
  const [row] = await db
    .select({ link: documentLinks, teamName: organization.name })
    .from(documentLinks)
    .innerJoin(organization, eq(organization.id, documentLinks.teamId))
    .where(eq(documentLinks.tokenHash, tokenHash))
    .limit(1);
  return row && { link: row.link, teamName: row.teamName, team: forTeam(db, row.link.teamId) };
}

/** The link, locked until the transaction ends (two answers to one estimate take turns). */
export async function lockLink({ db, teamId }: TeamDb, id: string) {
  const [row] = await db
    .select()
    .from(documentLinks)
    .where(and(eq(documentLinks.teamId, teamId), eq(documentLinks.id, id)))
    .for('update');
  return row;
}

export async function updateLinkResponse(
  { db, teamId }: TeamDb,
  id: string,
  response: Pick<
    DocumentLinkRow,
    'response' | 'respondedName' | 'respondedNote' | 'respondedAt' | 'respondedAddress' | 'respondedUserAgent'
  >,
): Promise<void> {
  await db
    .update(documentLinks)
    .set({ ...response, updatedAt: response.respondedAt ?? new Date() })
    .where(and(eq(documentLinks.teamId, teamId), eq(documentLinks.id, id)));
}
