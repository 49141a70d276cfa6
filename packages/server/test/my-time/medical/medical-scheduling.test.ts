import { loginElements, MY_TIME_SERVICES, RAW_ERRORS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../helper';
import { login, signedIn } from '../../support/app';
import { demoAppOn } from '../../support/demo-app';
import { parseEnvelope } from '../../support/envelope';
import { serviceCalls } from '../../support/service-calls';

const NOW = `${TEST_TODAY}T15:00:00.000Z`;
const loginEnvelope = (body: unknown) => parseEnvelope('mta_login', loginElements, body);

describe("My Time: medical appointments and the profile's upcoming medical", () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  const { call, ok } = serviceCalls(() => demo.app);

  it("gives 200001's appointment to come — what, when, where, what to bring — and the profile says Y", async () => {
    const robert = await signedIn(demo.app, '200001');
    const { appointments } = await ok('mta_medicalScheduling', robert);
    expect(appointments).toHaveLength(1);
    const [next] = appointments;
    expect(new Date(next?.startsAt as string).getTime()).toBeGreaterThan(demo.clock.now().getTime());
    expect(next?.kind.length).toBeGreaterThan(0);
    expect(next?.location).toMatch(/Medical/);
    expect(loginEnvelope((await login(demo.app, '200001')).json()).elements?.has_upcoming_medical).toBe('Y');
  });

  it('has none for 200002, and refuses My Time to bus operators', async () => {
    expect((await ok('mta_medicalScheduling', await signedIn(demo.app, '200002'))).appointments).toEqual([]);
    expect((await ok('mta_vrPickedJobs', await signedIn(demo.app, '200001'))).jobs).toEqual([]);
    const maria = await signedIn(demo.app, '100001');
    for (const service of Object.keys(MY_TIME_SERVICES) as (keyof typeof MY_TIME_SERVICES)[]) {
      expect((await call(service, maria)).message.Error).toBe(RAW_ERRORS.roleRefused);
    }
  });
  it('once the appointment is past: none to come, and the profile says N', async () => {
    const robert = await signedIn(demo.app, '200001');
    const [next] = (await ok('mta_medicalScheduling', robert)).appointments;
    demo.clock.advance(new Date(next?.startsAt as string).getTime() + 3_600_000 - demo.clock.now().getTime());
    const later = await signedIn(demo.app, '200001');
    expect((await ok('mta_medicalScheduling', later)).appointments).toEqual([]);
    expect(loginEnvelope((await login(demo.app, '200001')).json()).elements?.has_upcoming_medical).toBe('N');
  });
});
