import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorStatus, type ErrorCode } from '@shared/lib/app-error';
import { idempotencyHeader, idempotentReplayHeader } from '@shared/lib/idempotency.contract';

/**
 * The published OpenAPI document (GET /api/docs/json), built from the routes' zod schemas.
 *
 * A route declares what only it knows, next to its handler: `operationId` (verbEntity),
 * `summary`, `tags` and its schemas. What follows from the route itself is added here, the same
 * way for every route: the security of the signed-in routes and every error the route can
 * answer, each with the one error body (`{ error: { code, message, fields? } }`):
 *
 * - 400 when it reads a body, a query or headers, and for every write (a body that is no JSON);
 * - 401 and 403 (an account without a team) on the signed-in routes, 403 on every write too
 *   (a request from another site), which covers the role and plan refusals;
 * - 404 when its path names a record;
 * - 409 on the signed-in writes: each may send an `Idempotency-Key`, and the routes' own
 *   conflicts (a record with history, a step already done) answer it too;
 * - 413 on every write (the body limit), 429 everywhere under /api (the rate limit);
 * - and what a route lists in its schema's `errors`.
 */

declare module 'fastify' {
  interface FastifySchema {
    /** Error statuses the route answers beyond those its method, path and schemas imply. */
    errors?: readonly DocumentedErrorStatus[];
  }
}

/** The body of every error answer, a component of the document (its id). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().describe('What went wrong, in words to show the user.'),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe('Each refused field (a dotted path for a nested one) with its message.'),
    }),
  })
  .meta({ id: 'Error', description: 'The body of every error answer.' });

/** The errors the document describes, each a shared response named `name`. */
const errorResponses = {
  400: {
    name: 'BadRequest',
    description:
      'The body, query or a header is not valid (`fields` names each refused field), or a reference in the body names a record the team does not have.',
  },
  401: { name: 'Unauthenticated', description: 'Not signed in.' },
  403: {
    name: 'Forbidden',
    description:
      "The member's role or the team's plan does not allow this, the account belongs to no team, or the request came from another site.",
  },
  404: { name: 'NotFound', description: 'The record in the path does not exist, or belongs to another team.' },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with the current state (the message says how: a record with history, a step already done), or its Idempotency-Key was used for another change.',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the server accepts.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests from this address; try again after the time the message names.',
  },
} as const;

export type DocumentedErrorStatus = keyof typeof errorResponses;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sessionSecurity = [{ session: [] }];

/** Marks every route registered on `scope` as one that needs a session (what its hooks enforce). */
export function documentSignedIn(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: sessionSecurity };
  });
}

function errorStatusesOf(schema: FastifySchema, url: string, methods: HTTPMethods[]): DocumentedErrorStatus[] {
  const signedIn = (schema.security?.length ?? 0) > 0;
  const writes = methods.some((method) => writeMethods.has(method));
  const statuses = new Set<DocumentedErrorStatus>(schema.errors ?? []);
  if (writes || schema.body || schema.querystring || schema.headers) statuses.add(400);
  if (signedIn) statuses.add(401);
  if (signedIn || writes) statuses.add(403);
  if (/[:*]/.test(url)) statuses.add(404);
  if (signedIn && writes) statuses.add(409);
  if (writes) statuses.add(413);
  if (url.startsWith('/api/')) statuses.add(429);
  return [...statuses].sort();
}

const errorBodyRef = { $ref: '#/components/schemas/Error' };

function errorResponse(status: DocumentedErrorStatus) {
  return { description: errorResponses[status].description, content: { 'application/json': { schema: errorBodyRef } } };
}

/** The answer of a route that sends a file (a CSV, a PDF, an image) rather than JSON: what it `produces`. */
function fileResponse(schema: FastifySchema) {
  const types = schema.produces ?? [];
  const schemaOf = (type: string) =>
    type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
  return {
    description: 'The file.',
    ...(types.length > 0
      ? { content: Object.fromEntries(types.map((type) => [type, { schema: schemaOf(type) }])) }
      : {}),
  };
}

/** What a success answer is, where @fastify/swagger has nothing to say of it. */
const successDescriptions: Record<string, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: it completes later.',
  204: 'Done; nothing to answer.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchemaObject = Record<string, unknown>;

/** The wildcard of a path (`/api/files/*`) as a named parameter. */
const wildcardName = 'key';

/** A multipart upload's body: one file in the field `image`. */
const uploadBody = {
  type: 'object',
  properties: { image: { type: 'string', format: 'binary', description: 'PNG, JPG, GIF or WebP, at most 10 MB.' } },
  required: ['image'],
};

/** The header of a signed-in write that makes it apply once however often it is sent. */
const idempotencyKeyParameter = {
  type: 'object',
  properties: {
    [idempotencyHeader]: {
      type: 'string',
      format: 'uuid',
      description: `A UUID the client makes up for this change: sending the change again with it answers what the first sending answered (with \`${idempotentReplayHeader}: true\`) and changes nothing more.`,
    },
  },
};

/** Each route: its zod schemas as JSON schemas, with its security and every error it can answer. */
function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { schema, url, route } = input;
  const transformed = jsonSchemaTransform(input);
  if (!schema || transformed.schema.hide) return transformed;
  const methods = ([] as HTTPMethods[]).concat(route.method);
  const result: JsonSchemaObject = { ...transformed.schema, security: schema.security ?? [] };
  delete result.errors;
  const responses = Object.fromEntries(
    Object.entries((result.response as JsonSchemaObject | undefined) ?? {}).map(([status, response]) => [
      status,
      // A 204 has no body to describe.
      status === '204' ? { type: 'null' } : response,
    ]),
  );
  const success = Object.keys(responses).some((status) => status.startsWith('2')) ? {} : { 200: fileResponse(schema) };
  const errors = errorStatusesOf(schema, url, methods).map((status) => [status, errorResponse(status)]);
  result.response = { ...success, ...responses, ...Object.fromEntries(errors) };
  if (schema.consumes?.includes('multipart/form-data') && !schema.body) result.body = uploadBody;
  if (schema.security?.length && methods.some((method) => writeMethods.has(method))) {
    result.headers = idempotencyKeyParameter;
  }
  if (url.endsWith('*')) {
    const params = result.params as { properties: JsonSchemaObject; required?: string[] };
    const { '*': wildcard, ...others } = params.properties;
    result.params = {
      ...params,
      properties: {
        ...others,
        [wildcardName]: {
          ...(wildcard as JsonSchemaObject),
          description: 'The key as the URL given for it spells it.',
        },
      },
      required: [wildcardName],
    };
    return { schema: result, url: `${url.slice(0, -1)}:${wildcardName}` };
  }
  return { schema: result, url };
}

interface Parameter {
  in?: string;
  name?: string;
  $ref?: string;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

const nullBranch = { type: 'object', nullable: true, enum: [null] };
const uuidPattern = z.toJSONSchema(z.uuid()).pattern;

/**
 * Tidies what zod writes for OpenAPI 3.0, everywhere in the document:
 * - `nullable` applies to a `type` beside it only, but zod writes a nullable union or reference as
 *   `{ anyOf | allOf: [...], nullable: true }`: the null becomes a branch of its own; a nullable
 *   enum lists null among its values;
 * - a reference alone in an `allOf` is the reference;
 * - a UUID says so with `format: uuid`, without zod's pattern for it beside it, and an integer
 *   without the bounds of a safe integer (every integer of JSON here is one).
 */
function tidySchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidySchemas);
  if (typeof value !== 'object' || value === null) return value;
  const schema: JsonSchemaObject = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, tidySchemas(child)]),
  );
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.allOf) as unknown[] | undefined;
    if (branches && (schema.anyOf || branches.length === 1)) {
      delete schema.nullable;
      delete schema.allOf;
      schema.anyOf = [...branches, nullBranch];
    }
  }
  // OpenAPI 3.0.3: a nullable enum must list null among its values, or null is refused.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && Object.keys(schema).length === 1) {
    return schema.allOf[0];
  }
  if (schema.format === 'uuid' && schema.pattern === uuidPattern) delete schema.pattern;
  // zod writes its ISO date-time check out as a 300-character pattern; the format says it.
  if (schema.format === 'date-time' && typeof schema.pattern === 'string') delete schema.pattern;
  if (schema.type === 'integer' && schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.type === 'integer' && schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  return schema;
}

const schemaRefPrefix = '#/components/schemas/';

/** The component schemas `value` refers to, directly. */
function schemaRefsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefsOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)) {
        found.add(child.slice(schemaRefPrefix.length));
      } else schemaRefsOf(child, found);
    }
  }
  return found;
}

/**
 * Every schema registered with an id in zod's registry (the contracts' `z.globalRegistry.add(schema,
 * { id })`) becomes a component twice, as a request reads it (`XInput`) and as an answer writes it
 * (`X`). Keeps those the paths reach, and names the request's one `X` when the answer's is not
 * used or is the same.
 */
function usedSchemasOnly(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const otherComponents = { ...document.components };
  delete otherComponents.schemas;
  const pending = [...schemaRefsOf([document.paths, otherComponents])];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name) || !(name in schemas)) continue;
    used.add(name);
    pending.push(...schemaRefsOf(schemas[name]));
  }
  const nameOf = (name: string): string => {
    const base = name.replace(/Input$/, '');
    const same = base !== name && (!used.has(base) || JSON.stringify(schemas[base]) === JSON.stringify(schemas[name]));
    return same ? base : name;
  };
  const renamed = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (key, child: unknown) =>
      key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)
        ? schemaRefPrefix + nameOf(child.slice(schemaRefPrefix.length))
        : child,
    ) as T;
  const kept = [...used].sort().map((name) => [nameOf(name), renamed(schemas[name])] as const);
  return {
    ...document,
    paths: renamed(document.paths),
    components: { ...renamed(otherComponents), schemas: Object.fromEntries(kept) },
  };
}

/**
 * `operation` with each of its parameters and responses that `shared` has replaced by a
 * reference, and its success answers described.
 */
function withSharedParts(
  operation: Operation,
  shared: { parameter(p: Parameter): string | undefined; response(r: unknown): string | undefined },
): Operation {
  const result = { ...operation };
  if (operation.parameters) {
    result.parameters = operation.parameters.map((parameter) => {
      const name = shared.parameter(parameter);
      return name ? { $ref: `#/components/parameters/${name}` } : parameter;
    });
  }
  if (operation.responses) {
    result.responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => {
        const name = shared.response(response);
        if (name) return [status, { $ref: `#/components/responses/${name}` }];
        const { description } = response as { description?: string };
        if (description !== 'Default Response') return [status, response];
        return [status, { ...(response as object), description: successDescriptions[status] ?? 'Done.' }];
      }),
    );
  }
  return result;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The parameters several operations share, each under one name: the Idempotency-Key header, and a
 * path or query parameter (`id`, `page`, `search`…) written the same wherever it appears. A name
 * written in several ways (`pageSize` with different defaults) stays in each operation.
 */
function sharedParameterNames(document: OpenApiDocument): Map<string, string> {
  const ways = new Map<string, Map<string, number>>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.$ref || !parameter.name || !parameter.in) continue;
        const key = `${parameter.in}:${parameter.name}`;
        const written = ways.get(key) ?? new Map<string, number>();
        const text = JSON.stringify(parameter);
        written.set(text, (written.get(text) ?? 0) + 1);
        ways.set(key, written);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [key, written] of ways) {
    const [place = '', name = ''] = key.split(':');
    const [[text, uses] = ['', 0], ...others] = [...written];
    if (place === 'header' && name === idempotencyHeader) names.set(text, 'IdempotencyKey');
    else if (others.length === 0 && uses > 1) names.set(text, `${pascal(name)}In${pascal(place)}`);
  }
  return names;
}

/** The error answers and the parameters that many operations share, written once as components. */
function sharedParts(document: OpenApiDocument): OpenApiDocument {
  const responses = new Map(
    Object.entries(errorResponses).map(([status, { name }]) => [
      JSON.stringify(errorResponse(Number(status) as DocumentedErrorStatus)),
      name,
    ]),
  );
  const parameterNames = sharedParameterNames(document);
  const parameters: Record<string, unknown> = {};
  const shared = {
    parameter(parameter: Parameter) {
      const name = parameterNames.get(JSON.stringify(parameter));
      if (name) parameters[name] = parameter;
      return name;
    },
    response: (response: unknown) => responses.get(JSON.stringify(response)),
  };
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [method, withSharedParts(operation, shared)]),
      ),
    ]),
  );
  const errorComponents = Object.fromEntries(
    Object.entries(errorResponses).map(([status, { name }]) => [
      name,
      {
        ...errorResponse(Number(status) as DocumentedErrorStatus),
        ...(status === '429'
          ? { headers: { 'retry-after': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
      },
    ]),
  );
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      parameters,
      responses: errorComponents,
    },
  };
}

function transformDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as unknown as OpenApiDocument;
  return usedSchemasOnly(sharedParts(tidySchemas(document) as OpenApiDocument));
}

/** What each tag groups: one a feature. */
export const apiTags = [
  { name: 'account', description: 'The signed-in user: who they are, their sign-in email, a forgotten password.' },
  { name: 'team', description: 'Members, roles and invitations of the team, and switching teams.' },
  { name: 'onboarding', description: 'The first questions after sign-up.' },
  { name: 'preferences', description: "The member's settings: units, average speed, notifications, mode." },
  { name: 'subscription', description: "The team's plan and its limits." },
  { name: 'files', description: 'Stored images, served to the team that owns them.' },
  { name: 'dashboard', description: "The team's figures at a glance." },
  { name: 'due-list', description: "What's due across the team's cars: one list, most urgent first." },
  { name: 'calendar-feed', description: "A member's private calendar feed (iCal) of events, repairs and due dates." },
  { name: 'cars', description: 'The fleet: cars, their history, images and removal.' },
  {
    name: 'meter-readings',
    description: "A car's meter log: the hours and distance its sessions added and the readings typed or imported.",
  },
  {
    name: 'components',
    description:
      'Tracked components (engines, gearboxes …): their own hours and distance, installed on a car, removed or moved, and what they accrued.',
  },
  { name: 'service-items', description: "A car's service items, their due state and history." },
  { name: 'car-track-setups', description: "A car's setup at each track." },
  { name: 'drivers', description: 'Drivers, the cars they drive and their events.' },
  { name: 'tracks', description: 'Tracks and their removal.' },
  { name: 'events', description: 'Events on the calendar and their statistics.' },
  { name: 'event-cars', description: 'The cars registered for an event.' },
  { name: 'race-results', description: 'Results of an event.' },
  { name: 'inspection-templates', description: 'Checklists used by inspections.' },
  { name: 'inspections', description: 'Inspections of a registered car, and the work items they raise.' },
  {
    name: 'event-sessions',
    description: 'Track sessions of a registered car, with their pre- and post-session checks.',
  },
  {
    name: 'session-laps',
    description:
      "A session's laps (typed or imported from a lap file) and personal bests per driver and car at a track.",
  },
  { name: 'repairs', description: 'Repairs, their status and photos.' },
  { name: 'damage-reports', description: 'Damage found on cars, and its way to repair.' },
  { name: 'clients', description: "The shop's clients, their cars, events and removal." },
  { name: 'rate-cards', description: 'Labour rates, markups and taxes the shop charges.' },
  { name: 'billing', description: 'The price list that work orders are made from.' },
  { name: 'work-orders', description: 'Work orders and their charges.' },
  { name: 'invoices', description: 'Invoices of approved work orders, sending and payment.' },
  { name: 'documents', description: 'Estimates and invoices mailed to clients, and what their private links open.' },
  { name: 'inventory', description: 'Parts in stock: items, locations, suppliers, stock moves and imports.' },
  { name: 'public-profile', description: "The team's public racing profile." },
  { name: 'account-export', description: 'Everything the team holds, as one ZIP archive.' },
  { name: 'imports', description: 'Records imported from CSV files: preview, import and saved column mappings.' },
];

/** @fastify/swagger's options: the document's frame and the two transforms above. */
export const apiDocumentOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Pitboard API', version: '1.0.0', description: 'Race cars, events and race-shop management.' },
    servers: [{ url: '/' }],
    tags: apiTags,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'pitboard.session_token',
          description: 'The session cookie that signing in (POST /api/auth/sign-in/email) sets.',
        },
      },
    },
  },
  transform: transformRoute,
  transformObject: transformDocument,
};
