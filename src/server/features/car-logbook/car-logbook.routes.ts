import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logbookContentDisposition } from '@shared/car-logbook/car-logbook.rules';
import { idParams } from '@shared/lib/schema-helpers';
import type { AppDeps } from '../../app-deps';
import { contextOf } from '../../auth/request-context';
import { streamLogbookCsv } from './car-logbook-csv';
import { streamLogbookPdf } from './car-logbook-pdf';
import { getCarLogbook } from './car-logbook.service';

const tags = ['cars'];
const history =
  'meter readings, sessions, service items and their resets, repairs, damage reports, inspections and race results';

export const carLogbookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/api/cars/:id/logbook.pdf',
    {
      schema: {
        operationId: 'getCarLogbookPdf',
        summary: "Download a car's logbook as a PDF",
        description: `The car and its whole history (${history}), a table per section, streamed as it is read. Another team's car answers 404.`,
        tags,
        params: idParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const logbook = await getCarLogbook(contextOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', logbookContentDisposition(logbook.car.name, 'pdf'))
        .header('cache-control', 'no-store')
        .send(await streamLogbookPdf(logbook));
    },
  );

  app.get(
    '/api/cars/:id/logbook.csv',
    {
      schema: {
        operationId: 'getCarLogbookCsv',
        summary: "Download a car's logbook as CSV",
        description: `One row per history entry (${history}): date, kind, title, details, hours, distance and who. UTF-8 with a byte-order mark, streamed as it is read. Another team's car answers 404.`,
        tags,
        params: idParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const logbook = await getCarLogbook(contextOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', logbookContentDisposition(logbook.car.name, 'csv'))
        .header('cache-control', 'no-store')
        .send(Readable.from(streamLogbookCsv(logbook)));
    },
  );
};
