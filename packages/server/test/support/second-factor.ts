import { secondFactorMessageSchema } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { DEMO_PASSWORD, demoTotpSecret } from '../../src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../src/demo/seed';
import { MESSAGE_ID, ORIGINS_ID, RETURN_ID } from '../../src/modules/auth/second-factor.page';
import { callService } from './app';

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

/**
 * Signs in a demo sign-in whose second factor is required (the pick office, 100002): password,
 * then the current code of its demo secret by the app's clock; answers the ticket and the profile.
 */
export async function signedInWithSecondFactor(app: FastifyInstance, passId: string, now: Date) {
  const login = await callService(app, 'mta_login', {
    LOGIN_BLOCK_TI_PASS_0: passId,
    LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
    LOGIN_BLOCK_LISTDB_0: 0,
    Version: '2.5.1-Desktop',
    Platform: 'ionic',
  });
  const url = login.json().Response.Elements?.DUO_AUTH_URL;
  if (typeof url !== 'string' || url === '') throw new Error(`no second factor for ${passId}: ${login.body}`);
  const code = await generate({
    secret: demoTotpSecret(DEFAULT_SEED, passId),
    epoch: Math.floor(now.getTime() / 1000),
  });
  const posted = postedMessage((await submitCode(app, tokenOf(url), code)).body)?.message;
  if (!posted || !('serviceResponse' in posted)) throw new Error(`second factor of ${passId} refused`);
  const elements = (posted.serviceResponse.Response as { Elements?: Record<string, unknown> }).Elements ?? {};
  const ticket = elements.AP_TICKET;
  if (typeof ticket !== 'string' || ticket === '') throw new Error(`no ticket for ${passId}`);
  return { auth: { passId, ticket }, elements };
}
