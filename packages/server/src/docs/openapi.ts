import { APP_NAME, EXEC_BASE_PATH, NO_CHALLENGE_HEADER, UNATTENDED_HEADER } from '@crewline/protocol';
import type { ServiceDoc } from './reference';

/** OpenAPI 3.1 for the ExecMacro services: one path each, with its role as `x-role`. */
export function openApiDocument(services: ServiceDoc[], serverUrl: string) {
  const paths: Record<string, unknown> = {};
  for (const s of services) {
    const isPublic = s.role === 'public';
    paths[`${EXEC_BASE_PATH}${s.name}`] = {
      post: {
        operationId: s.name,
        summary: s.summary,
        'x-role': s.role,
        ...(s.cached ? { 'x-cached': true } : {}),
        security: isPublic ? [] : [{ ticket: [] }],
        parameters: [
          {
            name: NO_CHALLENGE_HEADER,
            in: 'header',
            required: false,
            description: 'When present, a 401 never carries WWW-Authenticate (no browser sign-in dialog).',
            schema: { type: 'string' },
          },
          ...(isPublic
            ? []
            : [
                {
                  name: UNATTENDED_HEADER,
                  in: 'header',
                  required: false,
                  description:
                    "'1' on a call made while nobody used the app (a screen reading itself again): it does not keep the session from going idle.",
                  schema: { type: 'string', enum: ['1'] },
                },
              ]),
        ],
        requestBody: { required: true, content: { 'application/json': { schema: s.request } } },
        responses: {
          '200': {
            description: 'The envelope; application errors have success false and a raw error in Error.',
            content: { 'application/json': { schema: s.response } },
          },
          ...(isPublic
            ? {}
            : {
                '401': {
                  description: 'Missing, invalid or expired ticket.',
                  content: { 'application/json': { schema: s.response } },
                },
              }),
          ...(s.name === 'mta_login' ? { '429': { description: 'Too many sign-in attempts from this address.' } } : {}),
          '503': { description: 'The server is overloaded; try again shortly.' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${APP_NAME} services`, version: '1' },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        ticket: {
          type: 'http',
          scheme: 'basic',
          description: 'base64(passId:ticket), the ticket from mta_login (AP_TICKET).',
        },
      },
    },
    paths,
  };
}
