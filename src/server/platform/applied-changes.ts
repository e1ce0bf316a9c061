import { createHash } from 'node:crypto';
import { eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@shared/lib/app-error';
import { idempotencyHeader, idempotencyMessages, idempotentReplayHeader } from '@shared/lib/idempotency.contract';
import { contextOf } from '../auth/request-context';
import { appliedChanges } from '../db/schema';
import { ofTeam, type TeamDb } from '../db/team-db';

/** How long a change id is remembered. An offline queue is sent long before. */
const keptFor = sql`interval '30 days'`;
/** A change still marked as being applied after this long died with its server: it may be retried. */
const abandonedAfter = sql`interval '1 minute'`;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const changeIdSchema = z.uuid();

declare module 'fastify' {
  interface FastifyRequest {
    /** The applied_changes row this request claimed; its answer is stored there. */
    appliedChangeId: string | null;
  }
}

type AppliedChange = typeof appliedChanges.$inferSelect;

function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ params: request.params ?? null, body: request.body ?? null }))
    .digest('hex');
  return `${request.method} ${request.routeOptions.url ?? request.url} ${hash}`;
}

/** Claims the change id for this request, or returns the row of the request that claimed it first. */
async function claim(
  team: TeamDb,
  change: { changeId: string; userId: string; fingerprint: string },
): Promise<{ claimedId: string } | { earlier: AppliedChange }> {
  await team.db
    .delete(appliedChanges)
    .where(ofTeam(team, appliedChanges, lt(appliedChanges.createdAt, sql`now() - ${keptFor}`)));
  const [claimed] = await team.db
    .insert(appliedChanges)
    .values({ ...change, teamId: team.teamId })
    .onConflictDoNothing()
    .returning({ id: appliedChanges.id });
  if (claimed) return { claimedId: claimed.id };
  const [earlier] = await team.db
    .select()
    .from(appliedChanges)
    .where(ofTeam(team, appliedChanges, eq(appliedChanges.changeId, change.changeId)));
  if (!earlier) return claim(team, change); // removed by the retention delete meanwhile
  return { earlier };
}

/** Takes over a change whose first sending never finished (its server stopped), so it can be applied. */
async function takeOverAbandoned(team: TeamDb, id: string): Promise<boolean> {
  const taken = await team.db
    .update(appliedChanges)
    .set({ createdAt: sql`now()` })
    .where(
      ofTeam(
        team,
        appliedChanges,
        eq(appliedChanges.id, id),
        isNull(appliedChanges.statusCode),
        lt(appliedChanges.createdAt, sql`now() - ${abandonedAfter}`),
      ),
    )
    .returning({ id: appliedChanges.id });
  return taken.length > 0;
}

async function applyOnce(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers[idempotencyHeader];
  if (header === undefined || !writeMethods.has(request.method)) return undefined;
  const changeId = changeIdSchema.safeParse(header);
  if (!changeId.success) throw new AppError('bad_request', idempotencyMessages.badKey);
  const ctx = contextOf(request);
  const fingerprint = fingerprintOf(request);
  const result = await claim(ctx.team, { changeId: changeId.data, userId: ctx.userId, fingerprint });
  if ('claimedId' in result) {
    request.appliedChangeId = result.claimedId;
    return undefined;
  }
  const { earlier } = result;
  if (earlier.userId !== ctx.userId || earlier.fingerprint !== fingerprint) {
    throw new AppError('conflict', idempotencyMessages.keyReused);
  }
  if (earlier.statusCode === null) {
    if (!(await takeOverAbandoned(ctx.team, earlier.id)))
      throw new AppError('conflict', idempotencyMessages.inProgress);
    request.appliedChangeId = earlier.id;
    return undefined;
  }
  reply.code(earlier.statusCode).header(idempotentReplayHeader, 'true');
  return earlier.response === null ? reply.send() : reply.send(earlier.response);
}

/** Keeps a successful answer for the next sending of the same change; forgets a refused one so it can be sent again. */
async function rememberAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const id = request.appliedChangeId;
  if (!id) return;
  const team = contextOf(request).team;
  if (reply.statusCode >= 400) {
    await team.db.delete(appliedChanges).where(ofTeam(team, appliedChanges, eq(appliedChanges.id, id)));
    return;
  }
  const isJson = typeof payload === 'string' && payload !== '' && /json/.test(String(reply.getHeader('content-type')));
  await team.db
    .update(appliedChanges)
    .set({ statusCode: reply.statusCode, response: isJson ? JSON.parse(payload) : null })
    .where(ofTeam(team, appliedChanges, eq(appliedChanges.id, id)));
}

/**
 * Applies each change sent with an `Idempotency-Key` once (see idempotency.contract.ts). For the
 * signed-in routes: registered after the sign-in check, it runs once the request is validated, so
 * a refused request (401, 403, 400) claims nothing.
 */
export function registerAppliedChanges(scope: FastifyInstance): void {
  scope.decorateRequest('appliedChangeId', null);
  scope.addHook('preHandler', applyOnce);
  scope.addHook('onSend', async (request, reply, payload) => {
    await rememberAnswer(request, reply, payload);
    return payload;
  });
}
