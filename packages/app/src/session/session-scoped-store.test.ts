import { describe, expect, it } from 'vitest';
import type { Profile } from './profile';
import { endSession, refreshProfile, startSession } from './session.store';
import { createSessionScopedStore } from './session-scoped-store';

describe('a store of the signed-in employee', () => {
  it('begins again when the session ends, and not before', () => {
    const draft = createSessionScopedStore<string[] | undefined>(undefined);
    startSession({ passId: '100001' } as Profile, 'T1');
    draft.set(['FB-FT155', 'FB-FT318']);
    refreshProfile((profile) => ({ ...profile }));
    expect(draft.get()).toEqual(['FB-FT155', 'FB-FT318']);
    endSession();
    expect(draft.get()).toBeUndefined();
    startSession({ passId: '100004' } as Profile, 'T2');
    expect(draft.get()).toBeUndefined();
    endSession();
  });
});
