import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatch } from './use-latch';

describe('useLatch', () => {
  it('stays false while its condition has never held', () => {
    const { result, rerender } = renderHook(({ on }) => useLatch(on), { initialProps: { on: false } });
    expect(result.current).toBe(false);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('turns true with its condition and stays true when the condition ends', () => {
    const { result, rerender } = renderHook(({ on }) => useLatch(on), { initialProps: { on: false } });
    rerender({ on: true });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when its condition holds from the start', () => {
    const { result } = renderHook(({ on }) => useLatch(on), { initialProps: { on: true } });
    expect(result.current).toBe(true);
  });
});
