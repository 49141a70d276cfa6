import { randomUUID } from 'node:crypto';
import {
  PICK_ITEM_LABELS,
  PREFERENCE_TEXTS,
  SERVICES,
  type ServiceElements,
  type ServiceName,
} from '@crewline/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helper';
import { callService, signedIn } from '../support/app';
import { demoAppOn } from '../support/demo-app';
import { parseEnvelope } from '../support/envelope';

type Auth = { passId: string; ticket: string };

/** 10:00 in New York on TEST_TODAY: 100001's seeded list holds a package a senior has taken since. */
const NOW = `${TEST_TODAY}T15:00:00.000Z`;

describe('a list that holds a choice taken since it was saved', () => {
  const demo = demoAppOn(TEST_TODAY, { start: NOW });
  let maria: Auth;

  async function call<S extends ServiceName>(service: S, payload: Record<string, unknown> = {}) {
    const res = await callService(demo.app, service, payload, maria);
    return parseEnvelope(service, SERVICES[service].elements, res.json());
  }

  beforeAll(async () => {
    maria = await signedIn(demo.app, '100001');
  });

  it('saves it reordered or shortened with the taken choice kept, but never lets it back in once removed', async () => {
    const init = (await call('mta_pickPreferencesInit')).elements as ServiceElements<'mta_pickPreferencesInit'>;
    const work = init.pick?.rounds.find((r) => r.kind === 'WORK');
    const projection = (await call('mta_pickProjection', { roundId: work?.roundId }))
      .elements as ServiceElements<'mta_pickProjection'>;
    const taken = projection.choices.find((c) => c.status === 'TAKEN');
    if (!work || !taken) throw new Error('the demo list has no taken choice');
    const ids = projection.choices.map((c) => c.itemId);

    // Reversed, the taken choice still in it: saved as the next version.
    const reversed = [...ids].reverse();
    const saved = await call('mta_savePreferences', {
      roundId: work.roundId,
      requestId: randomUUID(),
      items: reversed,
    });
    expect(saved.message.PopupMessages).toEqual([]);
    const list = (saved.elements as ServiceElements<'mta_savePreferences'>).list;
    expect(list?.items.map((i) => i.itemId)).toEqual(reversed);

    // Without it: saved. Then with it again: refused, as any taken package added.
    const without = ids.filter((id) => id !== taken.itemId);
    const shorter = await call('mta_savePreferences', {
      roundId: work.roundId,
      requestId: randomUUID(),
      items: without,
    });
    expect(shorter.message.PopupMessages).toEqual([]);
    const back = await call('mta_savePreferences', {
      roundId: work.roundId,
      requestId: randomUUID(),
      items: [...without, taken.itemId],
    });
    expect(back.success).toBe(false);
    expect(back.message.PopupMessages).toEqual([PREFERENCE_TEXTS.taken(taken.label)]);
    expect(taken.label).toMatch(new RegExp(`^${PICK_ITEM_LABELS.package('')}`));
  });
});
