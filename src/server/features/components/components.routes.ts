import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  componentAccrualsPageSchema,
  componentAccrualsQuerySchema,
  componentInputSchema,
  componentInstallationSchema,
  componentListQuerySchema,
  componentSchema,
  componentsPageSchema,
} from '@shared/components/components.contract';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import {
  changeComponent,
  createComponent,
  getCarComponents,
  getComponent,
  getComponentAccruals,
  getComponentInstallations,
  getComponents,
  setComponentArchived,
} from './components.service';

export const componentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/components',
    {
      schema: {
        operationId: 'listComponents',
        summary: 'List components',
        description:
          'A page of the active components by name (or with ?archived=true the archived ones), searched on name and serial number, with the car each is installed on.',
        tags: ['components'],
        querystring: componentListQuerySchema,
        response: { 200: componentsPageSchema },
      },
    },
    async (request) => getComponents(contextOf(request), request.query),
  );

  app.post(
    '/api/components',
    {
      schema: {
        operationId: 'createComponent',
        summary: 'Add a component',
        tags: ['components'],
        body: componentInputSchema,
        response: { 201: componentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createComponent(contextOf(request), request.body)),
  );

  app.get(
    '/api/components/:id',
    {
      schema: {
        operationId: 'getComponent',
        summary: 'Get a component',
        tags: ['components'],
        params: idParams,
        response: { 200: componentSchema },
      },
    },
    async (request) => getComponent(contextOf(request), request.params.id),
  );

  app.put(
    '/api/components/:id',
    {
      schema: {
        operationId: 'updateComponent',
        summary: 'Change a component',
        tags: ['components'],
        params: idParams,
        body: componentInputSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => changeComponent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/components/:id/archive',
    {
      schema: {
        operationId: 'archiveComponent',
        summary: 'Archive a component',
        description:
          'Hides a component on the shelf from the list; its life stays. Refused (409) while it is installed on a car.',
        tags: ['components'],
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: componentSchema },
      },
    },
    async (request) => setComponentArchived(contextOf(request), request.params.id, true),
  );

  app.post(
    '/api/components/:id/restore',
    {
      schema: {
        operationId: 'restoreComponent',
        summary: 'Restore an archived component',
        tags: ['components'],
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: componentSchema },
      },
    },
    async (request) => setComponentArchived(contextOf(request), request.params.id, false),
  );

  app.get(
    '/api/components/:id/installations',
    {
      schema: {
        operationId: 'listComponentInstallations',
        summary: "List a component's installations",
        description: 'Every stay of the component on a car, newest first, with both meters at each end.',
        tags: ['components'],
        params: idParams,
        response: { 200: z.array(componentInstallationSchema) },
      },
    },
    async (request) => getComponentInstallations(contextOf(request), request.params.id),
  );

  app.get(
    '/api/components/:id/accruals',
    {
      schema: {
        operationId: 'listComponentAccruals',
        summary: 'List the time a component accrued',
        description:
          "A page of what its cars' readings (sessions, readings typed higher) added to the component while it was installed, newest first.",
        tags: ['components'],
        params: idParams,
        querystring: componentAccrualsQuerySchema,
        response: { 200: componentAccrualsPageSchema },
      },
    },
    async (request) => getComponentAccruals(contextOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/cars/:id/components',
    {
      schema: {
        operationId: 'listCarComponents',
        summary: 'List the components installed on a car',
        tags: ['components'],
        params: idParams,
        response: { 200: z.array(componentInstallationSchema) },
      },
    },
    async (request) => getCarComponents(contextOf(request), request.params.id),
  );
};
