import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestId } from './request-id';

describe("a My Time form's request id", () => {
  it('stays the same across renders, so sending again is a retry', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const [first] = result.current;
    rerender();
    expect(result.current[0]).toBe(first);
  });

  it('is a new one after renew (a change to the form, or an answer)', () => {
    const { result } = renderHook(() => useRequestId());
    const [first, renew] = result.current;
    act(() => renew());
    expect(result.current[0]).not.toBe(first);
    expect(result.current[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
