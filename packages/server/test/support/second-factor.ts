import { secondFactorMessageSchema } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_ID, ORIGINS_ID, RETURN_ID } from '../../src/modules/auth/second-factor.page';

function dataBlock(html: string, id: string): unknown {
  const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return m?.[1] === undefined ? undefined : JSON.parse(m[1]);
}

/** What the page posts to the app, and to which origins; undefined when it posts nothing (the form). */
export function postedMessage(html: string) {
  const message = dataBlock(html, MESSAGE_ID);
  if (message === undefined) return undefined;
  return {
    message: secondFactorMessageSchema.parse(message),
    origins: dataBlock(html, ORIGINS_ID) as string[],
    returnUrl: dataBlock(html, RETURN_ID) as string,
  };
}

export function tokenOf(duoUrl: string): string {
  const token = new URL(duoUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${duoUrl}`);
  return token;
}

/** Posts the code form; `action` is the form's address when the page gave it one. */
export function submitCode(app: FastifyInstance, token: string, code: string, action = '/auth/second-factor') {
  return app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, code }).toString(),
  });
}
