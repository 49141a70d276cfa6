import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { resolveAppPath } from './app-scheme.js';
import { mimeTypeFor } from './mime.js';

export type AppRequestHandler = (request: Request) => Promise<Response>;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The app:// protocol handler: the files of the app build, index.html for client-side routes. */
export function createAppRequestHandler(root: string): AppRequestHandler {
  const base = resolve(root);
  const indexHtml = join(base, 'index.html');

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const resolved = resolveAppPath(base, request.url);
    if (!resolved.ok) return new Response(null, { status: resolved.status });

    const file = (await isFile(resolved.path)) ? resolved.path : resolved.isRoute ? indexHtml : undefined;
    if (file === undefined || !(await isFile(file))) return new Response(null, { status: 404 });

    const headers = { 'content-type': mimeTypeFor(file), 'x-content-type-options': 'nosniff' };
    const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(file));
    return new Response(body, { status: 200, headers });
  };
}
