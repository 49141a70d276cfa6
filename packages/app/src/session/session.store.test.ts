import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anEnvironment, loginElements } from '../../test/factories';
import { buildProfile } from './profile';
import { sessionStore, useRoleAllows } from './session.store';

const signIn = (division: string) =>
  sessionStore.set({
    ticket: 't',
    profile: buildProfile(loginElements({ HEADER_DEPARTMENT_0: division, division }), {
      userName: 'u',
      password: 'p',
      environment: anEnvironment(),
    }),
  });

afterEach(() => sessionStore.set(undefined));

describe("the signed-in employee's role", () => {
  it('allows what their role has, and nothing once signed out', () => {
    signIn('DOB');
    expect(renderHook(() => useRoleAllows('DOB')).result.current).toBe(true);
    expect(renderHook(() => useRoleAllows('RTO')).result.current).toBe(false);
    sessionStore.set(undefined);
    expect(renderHook(() => useRoleAllows('DOB')).result.current).toBe(false);
  });
});
