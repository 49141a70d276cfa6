import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the app never owns: a miss there is a plain 404, not the app shell. */
const NOT_APP = /^\/(ServiceManager|gateway|docs|auth|health)(\/|$)/;

/** The built app at `/`, with the SPA fallback to index.html for other GETs. */
export async function staticRoutes(app: FastifyInstance, { appDist }: { appDist: string }) {
  if (!existsSync(join(appDist, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('The app is not built yet. Run `npm run build`, then reload.'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: appDist,
    preCompressed: true,
    cacheControl: false,
    // Hashed build files never change under their name; everything else (index.html, the
    // service worker, the manifest, the browser-dev mock files) must be revalidated so a new
    // release is picked up.
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${sep}assets${sep}`) && !filePath.includes(`${sep}assets${sep}mocks${sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_APP.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) return reply.sendFile('index.html');
    return reply.code(404).send({ error: 'Not found' });
  });
}
