import type { ServiceDef } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { selfOrigin } from '../lib/origin';
import { referenceHtml } from './html';
import { openApiDocument } from './openapi';
import { errorRuleDocs, serviceDocs } from './reference';

export async function docsRoutes(
  app: FastifyInstance,
  { config, services }: { config: Config; services: Readonly<Record<string, ServiceDef>> },
) {
  // Built once: the registry does not change while the server runs.
  const docs = serviceDocs(services);
  const html = referenceHtml(docs, errorRuleDocs());

  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/docs/openapi.json', async (request) => openApiDocument(docs, selfOrigin(config, request)));
}
