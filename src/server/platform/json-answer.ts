import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * An answer kept as the JSON text it is sent as. The route's serializer would check the answer
 * against its response schema and stringify it on every request, a cost that grows with the
 * answer; an answer kept for many requests (a team's kept figures) is encoded with that schema
 * once, when it is made, and sent as it is afterwards: Fastify sends a string with a JSON content
 * type unchanged.
 */
export interface JsonAnswer {
  readonly json: string;
}

export function toJsonAnswer<S extends z.ZodType>(schema: S, value: z.output<S>): JsonAnswer {
  return { json: JSON.stringify(z.encode(schema, value)) };
}

export function sendJsonAnswer(reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
