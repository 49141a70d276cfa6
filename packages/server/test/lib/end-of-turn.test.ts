import { describe, expect, it } from 'vitest';
import { endOfTurn } from '../../src/lib/end-of-turn';

describe('endOfTurn', () => {
  it('is one promise per event-loop turn, settled after the turn’s microtasks and before its timers', async () => {
    const order: string[] = [];
    const first = endOfTurn();
    expect(endOfTurn()).toBe(first);
    setTimeout(() => order.push('timer'), 0);
    void first.then(() => order.push('end of turn'));
    await Promise.resolve().then(() => order.push('microtask'));
    await first;
    expect(order).toEqual(['microtask', 'end of turn']);
    expect(endOfTurn()).not.toBe(first);
  });
});
