import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProfile } from '../../../test/demo-profiles';
import { endSession, startSession } from '../../session/session.store';
import { draftOwner, draftStore, useAvailabilityDraft } from './availability-draft';
import { toggleShift } from './availability-selection';

const STORED: ReadonlySet<string> = new Set(['2026-11-22 AM']);
const OWNER = draftOwner('200001', '2026-11-21');

afterEach(() => {
  draftStore.set(undefined);
  endSession();
});

describe('useAvailabilityDraft', () => {
  it('shows what the server holds until something changes', () => {
    const { result } = renderHook(() => useAvailabilityDraft(OWNER, STORED));
    expect(result.current.selection).toBe(STORED);
    expect(result.current.dirty).toBe(false);
  });

  it('is dirty after a change, and clean again when the change is undone by hand', () => {
    const { result } = renderHook(() => useAvailabilityDraft(OWNER, STORED));
    act(() => result.current.change(toggleShift(STORED, '2026-11-23', 'PM')));
    expect(result.current.dirty).toBe(true);
    expect(result.current.selection?.has('2026-11-23 PM')).toBe(true);
    act(() => result.current.change(toggleShift(result.current.selection ?? STORED, '2026-11-23', 'PM')));
    expect(result.current.dirty).toBe(false);
    expect(draftStore.get()).toBeUndefined();
  });

  it('outlives the screen, but is not shown to another employee or for another window', () => {
    const first = renderHook(() => useAvailabilityDraft(OWNER, STORED));
    act(() => first.result.current.change(new Set()));
    first.unmount();
    expect(renderHook(() => useAvailabilityDraft(OWNER, STORED)).result.current.dirty).toBe(true);
    expect(
      renderHook(() => useAvailabilityDraft(draftOwner('200002', '2026-11-21'), STORED)).result.current.dirty,
    ).toBe(false);
    expect(
      renderHook(() => useAvailabilityDraft(draftOwner('200001', '2026-11-22'), STORED)).result.current.dirty,
    ).toBe(false);
  });

  it('is dropped by Undo and when the session ends', () => {
    const { result } = renderHook(() => useAvailabilityDraft(OWNER, STORED));
    act(() => result.current.change(new Set()));
    act(() => result.current.discard());
    expect(result.current.dirty).toBe(false);

    startSession(demoProfile('200001'), 'ticket');
    act(() => result.current.change(new Set()));
    expect(result.current.dirty).toBe(true);
    act(() => endSession());
    expect(result.current.dirty).toBe(false);
  });
});
