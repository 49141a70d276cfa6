import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingStore } from './feedback.store';
import { serviceQuery } from './service-query';
import { serviceClient } from './services';

/** Calls that wait on `release`, and the loading count seen while each was on its way. */
function heldCalls() {
  const seen: number[] = [];
  let release: () => void = () => {};
  vi.spyOn(serviceClient, 'call').mockImplementation(async () => {
    seen.push(loadingStore.get());
    await new Promise<void>((r) => {
      release = r;
    });
    return { weeks: [] } as never;
  });
  return { seen, release: () => release() };
}

describe('a screen query asked to show the loading indicator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    loadingStore.set(0);
  });

  it('shows it while the screen has nothing yet, not while it reads again what is on screen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = heldCalls();
    const options = serviceQuery('mta_timecardWeeks', {}, { loading: true });

    const first = client.fetchQuery(options);
    await vi.waitFor(() => expect(calls.seen).toHaveLength(1));
    calls.release();
    await first;
    expect(calls.seen[0]).toBe(1);

    loadingStore.set(0);
    const again = client.refetchQueries({ queryKey: options.queryKey });
    await vi.waitFor(() => expect(calls.seen).toHaveLength(2));
    calls.release();
    await again;
    expect(calls.seen[1]).toBe(0);
  });

  it('never shows it for a query that did not ask', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls = heldCalls();
    const fetched = client.fetchQuery(serviceQuery('mta_timecardWeeks', {}));
    await vi.waitFor(() => expect(calls.seen).toHaveLength(1));
    calls.release();
    await fetched;
    expect(calls.seen[0]).toBe(0);
  });
});
