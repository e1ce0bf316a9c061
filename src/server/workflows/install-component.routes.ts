import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  componentSchema,
  installComponentSchema,
  moveComponentSchema,
  removeComponentSchema,
} from '@shared/components/components.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../app-deps';
import { contextOf } from '../auth/request-context';
import { installComponent, moveComponent, removeComponent } from './install-component';

export const installComponentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/api/components/:id/install',
    {
      schema: {
        operationId: 'installComponent',
        summary: 'Install a component on a car',
        description:
          "Installs a component on the shelf on the car at the date given (not in the future, not before its last removal), recording the car's and the component's meters then. An installed component answers 409: move it instead.",
        tags: ['components'],
        params: idParams,
        body: installComponentSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => installComponent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/components/:id/remove',
    {
      schema: {
        operationId: 'removeComponent',
        summary: 'Remove a component to the shelf',
        description:
          'Removes an installed component from its car at the date given (not in the future, not before its installation), recording both meters then. A component on the shelf answers 409.',
        tags: ['components'],
        params: idParams,
        body: removeComponentSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => removeComponent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/components/:id/move',
    {
      schema: {
        operationId: 'moveComponent',
        summary: 'Move a component to another car',
        description:
          'Removes an installed component from its car and installs it on another at the same moment, recording both meters of each car then.',
        tags: ['components'],
        params: idParams,
        body: moveComponentSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => moveComponent(contextOf(request), request.params.id, request.body),
  );
};
