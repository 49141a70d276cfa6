import { beforeEach, describe, expect, it } from 'vitest';
import { boardChoiceStore, choose } from './board-choice';

describe('the pick board choice', () => {
  beforeEach(() => boardChoiceStore.set({}));

  it('keeps what is chosen inside the same group and population', () => {
    choose({ groupId: 2, populationId: 3 });
    choose({ packageId: 272 });
    choose({ jobId: 1471 });
    expect(boardChoiceStore.get()).toEqual({ groupId: 2, populationId: 3, packageId: 272, jobId: 1471 });
  });

  it('forgets the package and run of another population, and everything of another group', () => {
    choose({ groupId: 2, populationId: 3, packageId: 272, jobId: 1471 });
    choose({ populationId: 4 });
    expect(boardChoiceStore.get()).toEqual({ groupId: 2, populationId: 4 });
    choose({ packageId: 300, jobId: 9 });
    choose({ packageId: 301 });
    expect(boardChoiceStore.get()).toEqual({ groupId: 2, populationId: 4, packageId: 301 });
    choose({ groupId: 5 });
    expect(boardChoiceStore.get()).toEqual({ groupId: 5 });
  });
});
