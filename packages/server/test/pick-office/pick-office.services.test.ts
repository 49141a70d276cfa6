import { monitorName, PICK_OFFICE_TEXTS, RAW_ERRORS, type ServiceName } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDueTurns } from '../../src/modules/pick';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { login, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { makeOtherDepotClerk } from '../support/office-cast';
import { signedInWithSecondFactor } from '../support/second-factor';
import { type Auth, serviceCalls } from '../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('the pick office: roles, the live monitor and the public bid monitor', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(NOW);
  const { call, ok } = serviceCalls(() => app);
  let clerk: Auth;
  let supervisor: Auth;
  let employee: Auth;
  let otherClerk: Auth;
  let fbGroup: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await makeOtherDepotClerk(database.db);
    app = await testApp({ db: database.db, now: clock.now });
    const signedClerk = await signedInWithSecondFactor(app, '900001', clock.now());
    expect(signedClerk.elements).toMatchObject({ OFFICE_ROLE: 'PICK_CLERK', OFFICE_GROUPS: 'FB' });
    clerk = signedClerk.auth;
    supervisor = (await signedInWithSecondFactor(app, '900002', clock.now())).auth;
    employee = await signedIn(app, '100001');
    otherClerk = await signedIn(app, '100003');
    const groups = await ok('mta_officeGroups', clerk);
    fbGroup = groups.groups.find((g) => g.DEPOT_CODE === 'FB')?.GROUP_ID ?? 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('requires the office people to give a second factor, and tells the app their role', async () => {
    const answer = await login(app, '900002');
    expect(answer.json().Response.Elements.AP_TICKET).toBe('');
    expect(answer.json().Response.Elements.DUO_AUTH_URL).not.toBe('');
    const profile = await ok('mta_loginTicket', employee);
    expect(profile.OFFICE_ROLE).toBe('');
  });

  it('gives a clerk only their own groups, a supervisor every group', async () => {
    const mine = await ok('mta_officeGroups', clerk);
    expect(mine.groups.map((g) => g.DEPOT_CODE)).toEqual(['FB']);
    expect(mine.groups[0]?.PUBLIC_MONITOR).toBe('NAME');
    const all = await ok('mta_officeGroups', supervisor);
    expect(all.groups.length).toBeGreaterThan(1);
    expect(all.groups.map((g) => g.DEPOT_CODE)).toContain('FB');
    const other = await ok('mta_officeGroups', otherClerk);
    expect(other.groups.map((g) => g.DEPOT_CODE)).not.toContain('FB');
  });

  /** Every office service × employee / clerk of another depot / FB's clerk / supervisor: refused or answered. */
  it('refuses every office service to employees, and a clerk the groups not theirs, on the server', async () => {
    const payloads: Record<string, Record<string, unknown>> = {
      mta_officeGroups: {},
      mta_officeMonitor: { groupId: fbGroup },
      mta_officePublicMonitor: { depotCode: 'FB', setting: 'NAME' },
    };
    const forbidden = RAW_ERRORS.roleRefused;
    const notYours = RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.notYourGroup);
    const expected: Record<string, [Auth, string][]> = {
      mta_officeGroups: [
        [employee, forbidden],
        [otherClerk, ''],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officeMonitor: [
        [employee, forbidden],
        [otherClerk, notYours],
        [clerk, ''],
        [supervisor, ''],
      ],
      mta_officePublicMonitor: [
        [employee, forbidden],
        [otherClerk, forbidden],
        [clerk, forbidden],
        [supervisor, ''],
      ],
    };
    for (const [service, cases] of Object.entries(expected)) {
      for (const [auth, error] of cases) {
        const body = await call(service as ServiceName, auth, payloads[service]);
        expect({ service, who: auth.passId, error: body.message.Error }).toEqual({
          service,
          who: auth.passId,
          error,
        });
      }
    }
  });

  it("counts the group's turns as the employees' projections do", async () => {
    const monitor = await ok('mta_officeMonitor', clerk, { groupId: fbGroup });
    expect(monitor.group.DEPOT_CODE).toBe('FB');
    const work = monitor.rounds.find((r) => r.KIND === 'WORK');
    if (!work) throw new Error('no work round');
    expect(work.TURNS).toBe(work.PROCESSED + work.TO_COME);
    expect(work.SKIPPED).toBeLessThanOrEqual(work.PROCESSED);
    expect(work.UP_NOW).not.toBeNull();
    // 100001 is a Flatbush operator whose turn is still to come: her seniors are the monitor's processed.
    const projection = await ok('mta_pickProjection', employee, { roundId: work.ROUND_ID });
    expect(projection.seniors.processed).toBe(work.PROCESSED);
    expect(projection.seniors.withList).toBeLessThanOrEqual(work.TO_COME_WITH_LIST);
    expect(work.LEFT?.ITEMS).toBeGreaterThan(0);
    expect(work.LEFT?.OF_ITEMS).toBeGreaterThanOrEqual(work.LEFT?.ITEMS ?? 0);
    expect(work.LATEST_AWARDS.length).toBe(Math.min(8, work.PROCESSED));
  });

  it('refuses a group that no open pick has, in words', async () => {
    const body = await call('mta_officeMonitor', supervisor, { groupId: 999_999 });
    expect(body.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(PICK_OFFICE_TEXTS.noSuchGroup));
    const bad = await call('mta_officeMonitor', supervisor, { groupId: -1 });
    expect(bad.message.PopupMessages.join(' ')).toContain(PICK_OFFICE_TEXTS.groupId);
  });

  it('serves /monitor/FB without sign-in, in the name style chosen, and 404 once turned off', async () => {
    const on = await app.inject({ method: 'GET', url: '/monitor/FB' });
    expect(on.statusCode).toBe(200);
    expect(on.headers['content-type']).toContain('text/html');
    expect(on.body).toContain('http-equiv="refresh"');
    expect(on.body).not.toContain('<script');
    const monitor = await ok('mta_officeMonitor', clerk, { groupId: fbGroup });
    const work = monitor.rounds.find((r) => r.KIND === 'WORK');
    const up = work?.UP_NOW;
    if (!up) throw new Error('nobody up');
    const [firstName = '', lastName = ''] = up.NAME.split(' ');
    const person = { seniorityNumber: up.SENIORITY_NUMBER, firstName, lastName };
    expect(on.body).toContain(monitorName('NAME', person));

    await ok('mta_officePublicMonitor', supervisor, { depotCode: 'FB', setting: 'SENIORITY' });
    const numbers = await app.inject({ method: 'GET', url: '/monitor/FB' });
    expect(numbers.body).toContain(`>${monitorName('SENIORITY', person)}<`);
    expect(numbers.body).not.toContain(lastName);

    await ok('mta_officePublicMonitor', supervisor, { depotCode: 'FB', setting: 'OFF' });
    const off = await app.inject({ method: 'GET', url: '/monitor/FB' });
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain(PICK_OFFICE_TEXTS.publicOff);
    expect((await app.inject({ method: 'GET', url: '/monitor/JG' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/monitor/%3Cb%3E' })).statusCode).toBe(404);
    await ok('mta_officePublicMonitor', supervisor, { depotCode: 'FB', setting: 'NAME' });
  });

  it('shows the award on the board once the turn up now is processed', async () => {
    const before = await ok('mta_officeMonitor', clerk, { groupId: fbGroup });
    const work = before.rounds.find((r) => r.KIND === 'WORK');
    const up = work?.UP_NOW;
    if (!up || !work) throw new Error('nobody up');
    clock.advance(Math.max(0, new Date(up.TURN_AT).getTime() + 1_000 - clock.now().getTime()));
    await processDueTurns(database.db, clock.now());
    // The sessions of before have idled out by the turn's time: the clerk signs in again.
    clerk = (await signedInWithSecondFactor(app, '900001', clock.now())).auth;
    const after = (await ok('mta_officeMonitor', clerk, { groupId: fbGroup })).rounds.find((r) => r.KIND === 'WORK');
    expect(after?.PROCESSED).toBeGreaterThan(work.PROCESSED);
    expect(after?.LATEST_AWARDS.map((a) => a.PASS_ID)).toContain(up.PASS_ID);
    const board = await app.inject({ method: 'GET', url: '/monitor/FB' });
    const [firstName = '', lastName = ''] = up.NAME.split(' ');
    const award = after?.LATEST_AWARDS.find((a) => a.PASS_ID === up.PASS_ID);
    expect(board.body).toContain(monitorName('NAME', { seniorityNumber: up.SENIORITY_NUMBER, firstName, lastName }));
    if (award?.ITEM) expect(board.body).toContain(award.ITEM.replace(/&/g, '&amp;'));
  });
});
