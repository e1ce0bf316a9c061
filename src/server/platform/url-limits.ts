import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@shared/lib/app-error';

/**
 * The longest address the server reads, 8 KB as common proxies allow; a longer one answers 414.
 * Any part of an address within it reaches its route: the router's limit on one parameter is the
 * same (`maxParamLength`), so an overlong id is checked by the route's schema and answers 404
 * like any malformed id.
 */
export const maxUrlLength = 8 * 1024;

const uriTooLong = () => new AppError('uri_too_long', 'The address is too long');

/** Answers an address longer than `maxUrlLength` with 414, before anything else reads it. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > maxUrlLength) throw uriTooLong();
  });
}

/**
 * The router's own refusals, in the error shape and without echoing the address: a parameter
 * longer than the router reads (only in an address over `maxUrlLength`) answers 414, one that is
 * not valid percent-encoding 404, as a malformed id does.
 */
export function answerRouterError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const answer = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? uriTooLong() : new AppError('not_found', 'Not found');
  void reply.status(answer.status).send(answer.toBody());
}
