import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TeamAction } from '@shared/auth/permissions.rules';
import { removalSchema, type Removal } from '@shared/lib/removal.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf, requirePermission, type RequestContext } from '../auth/request-context';
import { notAppliedOnce } from '../platform/applied-changes';

/** The removal of one kind of record (a car, a client …): what its four routes call. */
export interface RecordRemovalRoutes<T> {
  /** The records' collection, e.g. '/api/cars'. */
  path: string;
  /** The record's name in the operations' ids and summaries: 'car' gives getCarRemoval, "Archive a car". */
  noun: string;
  /** The delete reaches beyond the database (a stored image): it refuses an Idempotency-Key. */
  deleteNotAppliedOnce?: boolean;
  tags: string[];
  /** What the removal preview says about itself in the API's documentation. */
  removalDescription: string;
  /** The record as archiving and restoring it answer it. */
  schema: z.ZodType<T>;
  /** Who may archive, restore and delete; every member when absent. */
  permission?: TeamAction;
  getRemoval(ctx: RequestContext, id: string): Promise<Removal>;
  archive(ctx: RequestContext, id: string): Promise<T>;
  restore(ctx: RequestContext, id: string): Promise<T>;
  remove(deps: AppDeps, ctx: RequestContext, id: string): Promise<void>;
}

/**
 * GET <path>/:id/removal, POST <path>/:id/archive and /restore, DELETE <path>/:id: a record with
 * history is archived (and restored), one without is deleted; the delete of one with history
 * answers 409 (archive it instead).
 */
export function recordRemovalRoutes<T>(routes: RecordRemovalRoutes<T>): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const { tags } = routes;
    // The answer is checked against the schema as it is sent; the callers' types already match it.
    const schema: z.ZodType = routes.schema;
    const writes = routes.permission ? { onRequest: requirePermission(routes.permission) } : {};
    const noun = routes.noun;
    const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
    const article = /^[aeiou]/.test(noun) ? 'an' : 'a';

    app.get(
      `${routes.path}/:id/removal`,
      {
        schema: {
          operationId: `get${Noun}Removal`,
          summary: `Tell whether deleting ${article} ${noun} archives it`,
          tags,
          description: routes.removalDescription,
          params: idParams,
          response: { 200: removalSchema },
        },
      },
      async (request) => routes.getRemoval(contextOf(request), request.params.id),
    );

    app.post(
      `${routes.path}/:id/archive`,
      {
        ...writes,
        schema: {
          operationId: `archive${Noun}`,
          summary: `Archive ${article} ${noun}`,
          tags,
          params: idParams,
          response: { 200: schema },
        },
      },
      async (request) => routes.archive(contextOf(request), request.params.id),
    );

    app.post(
      `${routes.path}/:id/restore`,
      {
        ...writes,
        schema: {
          operationId: `restore${Noun}`,
          summary: `Restore an archived ${noun}`,
          tags,
          params: idParams,
          response: { 200: schema },
        },
      },
      async (request) => routes.restore(contextOf(request), request.params.id),
    );

    app.delete(
      `${routes.path}/:id`,
      {
        ...writes,
        ...(routes.deleteNotAppliedOnce ? { config: notAppliedOnce } : {}),
        schema: {
          operationId: `delete${Noun}`,
          summary: `Delete ${article} ${noun} without history`,
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await routes.remove(deps, contextOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
