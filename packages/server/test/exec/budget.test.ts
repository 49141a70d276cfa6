import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Budget, BudgetExceeded } from '../../src/exec/budget';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('Budget', () => {
  it('passes through what finishes in time, value or error', async () => {
    const budget = new Budget(1_000);
    await expect(budget.within(Promise.resolve('done'))).resolves.toBe('done');
    await expect(budget.within(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
  });

  it('rejects each late call at its own deadline, oldest first, on one timer', async () => {
    const budget = new Budget(1_000);
    const first = budget.within(never());
    const firstOutcome = first.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(400);
    const second = budget.within(never());
    const secondOutcome = second.catch((err: unknown) => err);
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(600);
    expect(await firstOutcome).toBeInstanceOf(BudgetExceeded);
    let secondDone = false;
    void secondOutcome.then(() => {
      secondDone = true;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(secondDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await secondOutcome).toBeInstanceOf(BudgetExceeded);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not reject a call that finished while an older one was late', async () => {
    const budget = new Budget(1_000);
    const late = budget.within(never()).catch((err: unknown) => err);
    let finish: (v: string) => void = () => {};
    const quick = budget.within(
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
    );
    finish('in time');
    await expect(quick).resolves.toBe('in time');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await late).toBeInstanceOf(BudgetExceeded);
    expect(vi.getTimerCount()).toBe(0);
  });
});
