import { ERROR_RULES, EXEC_BASE_PATH, SERVICES } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/app';
import { noDatabase } from '../support/failing-db';

const names = Object.keys(SERVICES) as (keyof typeof SERVICES)[];

describe('API reference', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ db: noDatabase() });
  });
  afterAll(() => app.close());

  it('GET /docs lists every service with its role, summary and fields, and the error vocabulary', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const name of names) {
      expect(res.body).toContain(`id="${name}"`);
      expect(res.body).toContain(`<code>${SERVICES[name].role}</code>`);
    }
    expect(res.body).toContain('<code>LOGIN_BLOCK_TI_PASS_0</code>');
    expect(res.body).toContain('<code>AP_TICKET</code>');
    expect(res.body).toContain('The session ticket; empty until the second factor is passed.');
    for (const rule of ERROR_RULES) expect(res.body).toContain(rule.cause);
    expect(res.body).toContain('Remote database unavailable, please try again later.');
  });

  it('GET /docs/openapi.json has one path per service with its schemas and x-role', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(names.map((n) => `${EXEC_BASE_PATH}${n}`).sort());
    for (const name of names) {
      const op = doc.paths[`${EXEC_BASE_PATH}${name}`].post;
      expect(op['x-role']).toBe(SERVICES[name].role);
      expect(op.summary).toBe(SERVICES[name].summary);
      const request = op.requestBody.content['application/json'].schema;
      expect(request.properties).toHaveProperty('meta');
      const response = op.responses['200'].content['application/json'].schema;
      expect(response.properties.Response.properties).toHaveProperty(`${name}Message`);
      expect(response.properties.Response.properties).toHaveProperty('Elements');
    }
    const login = doc.paths[`${EXEC_BASE_PATH}mta_login`].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['LOGIN_BLOCK_TI_PASS_0', 'LOGIN_BLOCK_TI_SOCSEC_0', 'LOGIN_BLOCK_LISTDB_0']),
    );
    expect(login.security).toEqual([]);
    expect(doc.paths[`${EXEC_BASE_PATH}mta_loginTicket`].post.security).toEqual([{ ticket: [] }]);
  });
});
