import { MESSAGES, PREFERENCE_TEXTS } from '@crewline/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceKeys } from '../../api/service-query';
import { serviceClient } from '../../api/services';
import { type Draft, draftStore } from '../../domain/pick/preference-draft';
import { ServiceError } from '../../lib/service-error';
import { usePickPreferences, useSaveList } from './pick-preferences.queries';

const draft: Draft = { roundId: 7, requestId: 'a1', items: [{ itemId: 512, label: 'FB-FT104' }], basedOn: 0 };
const INIT = serviceKeys.call('mta_pickPreferencesInit', {});

let client: QueryClient | undefined;

/** The screen: its round on show (a query in use) and its save. */
function saving() {
  // What is on screen is fresh: nothing is read again but what a save or refusal asks for.
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  client.setQueryData(INIT, { rounds: [] } as never);
  const inUse = client;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={inUse}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => [usePickPreferences(), useSaveList()] as const, { wrapper });
  return { client: inUse, save: () => act(() => result.current[1].mutateAsync(draft).catch(() => undefined)) };
}

describe('saving a ranked list', () => {
  afterEach(() => {
    client?.clear();
    vi.restoreAllMocks();
    draftStore.set(undefined);
  });

  it('keeps the draft on screen until the saved list has been read back, then lets it go', async () => {
    const calls: string[] = [];
    vi.spyOn(serviceClient, 'call').mockImplementation(async (service) => {
      calls.push(`${service}${draftStore.get() ? ' with the draft on screen' : ''}`);
      return (service === 'mta_pickPreferencesInit' ? { rounds: [] } : { list: null }) as never;
    });
    draftStore.set(draft);
    const { save } = saving();
    await save();
    expect(calls).toEqual([
      'mta_savePreferences with the draft on screen',
      'mta_pickPreferencesInit with the draft on screen',
    ]);
    expect(draftStore.get()).toBeUndefined();
  });

  it('reads the round again when the server refuses (the turn came), keeping the draft', async () => {
    const refusal = new ServiceError({ message: PREFERENCE_TEXTS.turnPassed, sessionExpired: false, refused: true });
    vi.spyOn(serviceClient, 'call').mockRejectedValue(refusal);
    draftStore.set(draft);
    const { client, save } = saving();
    await save();
    expect(client.getQueryState(INIT)?.isInvalidated).toBe(true);
    expect(draftStore.get()).toEqual(draft);
  });

  it('reads nothing again when the call did not reach the server', async () => {
    vi.spyOn(serviceClient, 'call').mockRejectedValue(
      new ServiceError({ message: MESSAGES.noInternet, sessionExpired: false }),
    );
    draftStore.set(draft);
    const { client, save } = saving();
    await save();
    expect(client.getQueryState(INIT)?.isInvalidated).toBe(false);
    expect(draftStore.get()).toEqual(draft);
  });
});
