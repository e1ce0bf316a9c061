import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@shared/lib/app-error';
import { idempotencyHeader, idempotencyMessages, idempotentReplayHeader } from '@shared/lib/idempotency.contract';
import { contextOf } from '../auth/request-context';
import { appliedChanges } from '../db/schema';
import { holdTransaction, ofTeam, type HeldTransaction, type TeamDb } from '../db/team-db';

/** How long a change id is remembered. An offline queue is sent long before. */
const keptFor = sql`interval '30 days'`;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const changeIdSchema = z.uuid();

declare module 'fastify' {
  interface FastifyRequest {
    /** The change this request applies: its applied_changes row, in the transaction that holds the change too. */
    appliedChange: { id: string; transaction: HeldTransaction } | null;
  }
  interface FastifyContextConfig {
    /**
     * false on a route whose work does not all happen in the database (it goes through the sign-in
     * service, sends mail, or stores or removes files): it could not be applied exactly once, so an
     * Idempotency-Key sent to it is refused (400).
     */
    appliedOnce?: boolean;
  }
}

/** For the `config` of a route whose work reaches beyond the database (see `appliedOnce`). */
export const notAppliedOnce = { appliedOnce: false } as const;

type AppliedChange = typeof appliedChanges.$inferSelect;

function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ params: request.params ?? null, body: request.body ?? null }))
    .digest('hex');
  return `${request.method} ${request.routeOptions.url ?? request.url} ${hash}`;
}

async function forgetExpired(team: TeamDb): Promise<void> {
  await team.db
    .delete(appliedChanges)
    .where(ofTeam(team, appliedChanges, lt(appliedChanges.createdAt, sql`now() - ${keptFor}`)));
}

/**
 * The change id's row, inserted by this transaction (no answer yet), or the one committed before
 * it. A sending of the same id in another open transaction makes the insert wait for it to end:
 * committed, its row is found here with its answer; rolled back, this one inserts its own.
 */
async function claim(
  team: TeamDb,
  change: { changeId: string; userId: string; fingerprint: string },
): Promise<AppliedChange> {
  const [claimed] = await team.db
    .insert(appliedChanges)
    .values({ ...change, teamId: team.teamId })
    .onConflictDoNothing()
    .returning();
  if (claimed) return claimed;
  const [earlier] = await team.db
    .select()
    .from(appliedChanges)
    .where(ofTeam(team, appliedChanges, eq(appliedChanges.changeId, change.changeId)))
    .for('update');
  return earlier ?? claim(team, change); // removed by another request's forgetExpired meanwhile
}

/**
 * A change sent with a key runs in one transaction, from here to its answer (rememberAnswer): the
 * request's context is bound to it, so the services' own transactions are savepoints in it.
 */
async function applyOnce(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const header = request.headers[idempotencyHeader];
  if (header === undefined || !writeMethods.has(request.method)) return undefined;
  const changeId = changeIdSchema.safeParse(header);
  if (!changeId.success) throw new AppError('bad_request', idempotencyMessages.badKey);
  if (request.routeOptions.config.appliedOnce === false) {
    throw new AppError('bad_request', idempotencyMessages.notAppliedOnce);
  }
  const ctx = contextOf(request);
  const fingerprint = fingerprintOf(request);
  await forgetExpired(ctx.team);
  const transaction = await holdTransaction(ctx.team);
  const row = await claim(transaction.team, { changeId: changeId.data, userId: ctx.userId, fingerprint }).catch(
    async (err: unknown) => {
      await transaction.end(false);
      throw err;
    },
  );
  if (row.userId !== ctx.userId || row.fingerprint !== fingerprint) {
    await transaction.end(false);
    throw new AppError('conflict', idempotencyMessages.keyReused);
  }
  // No answer: this request's own claim, or one left by an earlier version of the server that
  // stopped before answering (its change is applied now, as that version would have done).
  if (row.statusCode === null) {
    request.appliedChange = { id: row.id, transaction };
    request.teamContext = { ...ctx, team: transaction.team };
    return undefined;
  }
  await transaction.end(false);
  reply.code(row.statusCode).header(idempotentReplayHeader, 'true');
  return row.response === null ? reply.send() : reply.send(row.response);
}

/**
 * Stores a successful answer with the change and commits both before the answer is sent; an error
 * answer rolls back the change and its id, so a corrected change can be sent with the same id.
 */
async function rememberAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<boolean> {
  const change = request.appliedChange;
  if (!change) return false;
  request.appliedChange = null;
  const { team } = change.transaction;
  if (reply.statusCode >= 400) {
    await change.transaction.end(false);
    return false;
  }
  const isJson = typeof payload === 'string' && payload !== '' && /json/.test(String(reply.getHeader('content-type')));
  try {
    await team.db
      .update(appliedChanges)
      .set({ statusCode: reply.statusCode, response: isJson ? JSON.parse(payload) : null })
      .where(ofTeam(team, appliedChanges, eq(appliedChanges.id, change.id)));
  } catch (err) {
    await change.transaction.end(false);
    throw err;
  }
  await change.transaction.end(true);
  return true;
}

/**
 * Applies each change sent with an `Idempotency-Key` once (see idempotency.contract.ts), even when
 * its server stops between the change and its answer. For the signed-in routes: registered after
 * the sign-in check, it runs once the request is validated, so a refused request (401, 403, 400)
 * claims nothing. `afterCommit` (tests only) runs once a change has committed, before its answer leaves.
 */
export function registerAppliedChanges(
  scope: FastifyInstance,
  options: { afterCommit?: ((request: FastifyRequest) => void) | undefined } = {},
): void {
  scope.decorateRequest('appliedChange', null);
  scope.addHook('preHandler', applyOnce);
  scope.addHook('onSend', async (request, reply, payload) => {
    if (await rememberAnswer(request, reply, payload)) options.afterCommit?.(request);
    return payload;
  });
}
